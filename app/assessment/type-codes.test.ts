import { expect, test } from "vitest";
import { categories, categoryOf, categoryTone, isTypeCode, typeCodes } from "./type-codes";

const typesInCategory = (category: string) =>
  typeCodes.filter((code) => categoryOf(code) === category);

test("there are sixteen distinct codes, four in each category", () => {
  expect(new Set(typeCodes).size).toBe(16);
  for (const category of categories) expect(typesInCategory(category)).toHaveLength(4);
});

test("categories follow the NT / NF / SJ / SP grouping", () => {
  expect(typesInCategory("Analyst")).toEqual(["INTJ", "INTP", "ENTJ", "ENTP"]);
  expect(typesInCategory("Diplomat")).toEqual(["INFJ", "INFP", "ENFJ", "ENFP"]);
  expect(typesInCategory("Sentinel")).toEqual(["ISTJ", "ISFJ", "ESTJ", "ESFJ"]);
  expect(typesInCategory("Explorer")).toEqual(["ISTP", "ISFP", "ESTP", "ESFP"]);
  expect(categoryOf("ESTP")).toBe("Explorer");
});

test("only real codes are recognised", () => {
  expect(isTypeCode("INFJ")).toBe(true);
  expect(isTypeCode("infj")).toBe(false);
  expect(isTypeCode("INFX")).toBe(false);
  expect(isTypeCode("INFJ-A")).toBe(false);
});

test("each category has its colour and anything else is grey", () => {
  expect(categories.map(categoryTone)).toEqual(["analyst", "diplomat", "sentinel", "explorer"]);
  expect(categoryTone("Other")).toBe("neutral");
  expect(categoryTone(undefined)).toBe("neutral");
});

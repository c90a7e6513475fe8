import { expect, test } from "vitest";
import { defaultSections, sectionIcon } from "./type-sections";

test("the default sections are the spec's seven, in order", () => {
  expect(defaultSections.map((section) => section.slug)).toEqual([
    "strengths-weaknesses",
    "romantic-relationships",
    "friendships",
    "parenthood",
    "career-paths",
    "workplace-habits",
    "conclusion",
  ]);
});

test("icons are chosen by keywords in the title", () => {
  expect(defaultSections.map((section) => sectionIcon(section.title))).toEqual([
    "scale",
    "heart",
    "users",
    "baby",
    "briefcase",
    "building",
    "flag",
  ]);
  expect(sectionIcon("Love and Dating")).toBe("heart");
  expect(sectionIcon("Raising Children")).toBe("baby");
  expect(sectionIcon("Something Else")).toBe("book");
});

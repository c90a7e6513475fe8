import { expect, test } from "vitest";
import { checkProfileText, profileTextOf, withProfileText } from "./profile-text";
import { profileSources } from "./profiles";

const intj = profileSources.INTJ;

test("a translation in the English shape replaces the words and keeps the shared data", () => {
  const english = profileTextOf(intj);
  const text = {
    ...english,
    name: "地図職人",
    variants: { ...english.variants, A: { ...english.variants.A, tagline: "先を描く人" } },
  };
  const source = withProfileText(intj, checkProfileText("ja/intj.json", intj, text));
  expect(source.name).toBe("地図職人");
  expect(source.variants.A.tagline).toBe("先を描く人");
  expect(source.code).toBe("INTJ");
  expect(source.frequency).toBe(intj.frequency);
  expect(source.relationships.compatibleTypes).toEqual(intj.relationships.compatibleTypes);
});

test("every gap is named with the file: a missing field, a short list, empty text, an extra field", () => {
  const english = profileTextOf(intj);
  const broken = {
    ...english,
    name: " ",
    strengths: english.strengths.slice(1),
    careers: { ideal: english.careers.ideal },
    extra: "x",
  };
  expect(() => checkProfileText("xx/intj.json", intj, broken)).toThrow(
    `xx/intj.json: name must be text; strengths has ${english.strengths.length - 1} items; the English has ${english.strengths.length}; careers.environment is missing; extra is not in the English profile`,
  );
  expect(() => checkProfileText("xx/intj.json", intj, [])).toThrow("the file must be an object");
});

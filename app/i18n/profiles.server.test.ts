import { expect, test } from "vitest";
import { getProfile } from "~/assessment/profiles";
import { profileIn, typeNameIn } from "./profiles.server";

test("English reads the source profiles; a key that is no type has no profile", () => {
  expect(profileIn("INTJ-T", "en")).toEqual(getProfile("INTJ-T"));
  expect(typeNameIn("ESFP", "en")).toBe("The Celebrant");
  expect(profileIn("XXXX-A", "en")).toBeUndefined();
  expect(profileIn("INTJ", "en")).toBeUndefined();
});

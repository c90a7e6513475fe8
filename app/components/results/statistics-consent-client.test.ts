import { expect, test } from "vitest";
import { parseKept } from "./statistics-consent-client";

test("what this browser kept reads back as its id and the attempts it gave", () => {
  const contributorId = crypto.randomUUID();
  expect(parseKept(JSON.stringify({ contributorId, submissions: ["a", 3, "b"] }))).toEqual({
    contributorId,
    submissions: ["a", "b"],
  });
});

test("nothing kept, or something else under the key, reads as nothing", () => {
  for (const raw of [null, "", "not json", "[]", "{}", JSON.stringify({ contributorId: 7 })])
    expect(parseKept(raw)).toBeNull();
});

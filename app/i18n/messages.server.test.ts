import { expect, test } from "vitest";
import { MissingMessageError } from "./translate";
import { pageMessages } from "./messages.server";
import { translateFrom } from "./use-t";

test("a page may ask for the keys of a namespace that start with a prefix, and gets only those", () => {
  const { messages } = pageMessages("de", ["test:unsaved.", "teams:list.entry"]);
  const testKeys = Object.keys(messages.test!);
  expect(testKeys).toContain("unsaved.label");
  expect(testKeys.every((key) => key.startsWith("unsaved."))).toBe(true);
  expect(Object.keys(messages.teams!)).toEqual(["list.entry"]);
  // A namespace asked for whole as well stays the one whole object.
  const whole = pageMessages("de", ["teams"]).messages.teams;
  expect(pageMessages("de", ["teams", "teams:list.entry"]).messages.teams).toBe(whole);
  expect(pageMessages("de", ["teams:list.entry", "teams"]).messages.teams).toBe(whole);
});

test("a page's t reads a namespace's parts from every route that sent one, and throws for a key none sent", () => {
  const root = { i18n: pageMessages("fr", ["common", "errors", "teams:list.entry"]) };
  const route = { i18n: pageMessages("fr", ["test:unsaved.", "teams:nav."]) };
  const t = translateFrom([root, route]);
  const french = translateFrom([
    { i18n: pageMessages("fr", ["common", "errors", "teams", "test"]) },
  ]);
  for (const key of ["teams:list.entry", "teams:nav.members", "test:unsaved.label"] as const)
    expect(t(key)).toBe(french(key));
  expect(() => t("test:start.title")).toThrow(MissingMessageError);
  expect(() => t("teams:role.owner")).toThrow(MissingMessageError);
});

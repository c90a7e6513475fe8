import { expect, test } from "vitest";
import {
  argumentsOf,
  compileMessage,
  format,
  formatParts,
  MessageSyntaxError,
  tagsOf,
} from "./icu";

test("plain text compiles to itself, apostrophes included", () => {
  expect(compileMessage("It's yours.")).toBe("It's yours.");
  expect(compileMessage("")).toBe("");
});

test("arguments, numbers and dates are filled in through Intl in the page's locale", () => {
  const message = compileMessage("{name} scored {score, number, percent} on {when, date, long}");
  const values = { name: "Ana", score: 0.72, when: new Date("2026-03-05T12:00:00Z") };
  expect(format("en", message, values)).toBe("Ana scored 72% on March 5, 2026");
  // German puts a no-break space before the percent sign.
  expect(format("de", message, values)).toBe("Ana scored 72\u00a0% on 5. März 2026");
  expect(format("ar-EG", compileMessage("{n, number}"), { n: 1234 })).toBe("١٬٢٣٤");
});

test("plurals follow the language's categories, with exact matches first and # as the number", () => {
  const message = compileMessage(
    "{count, plural, =0 {No results} one {# result} few {# wyniki} many {# wyników} other {# results}}",
  );
  expect(format("en", message, { count: 0 })).toBe("No results");
  expect(format("en", message, { count: 1 })).toBe("1 result");
  expect(format("en", message, { count: 1200 })).toBe("1,200 results");
  expect(format("pl", message, { count: 3 })).toBe("3 wyniki");
  expect(format("pl", message, { count: 5 })).toBe("5 wyników");
});

test("select picks its branch or other; quotes escape braces", () => {
  const message = compileMessage("{plan, select, monthly {Monthly} other {Other}} '{literal}'");
  expect(format("en", message, { plan: "monthly" })).toBe("Monthly {literal}");
  expect(format("en", message, { plan: "x" })).toBe("Other {literal}");
  expect(format("en", compileMessage("a '' b")), "two quotes are one").toBe("a ' b");
});

test("tags become the caller's elements, or plain text without them", () => {
  const message = compileMessage(
    "Read the <terms>terms for {n, plural, one {# plan} other {# plans}}</terms>.",
  );
  expect(format("en", message, { n: 2 })).toBe("Read the terms for 2 plans.");
  const parts = formatParts("en", message, { n: 1 }, (name, children) => ({ name, children }));
  expect(parts).toEqual(["Read the ", { name: "terms", children: ["terms for 1 plan"] }, "."]);
  expect(tagsOf(message)).toEqual(new Set(["terms"]));
});

test("argumentsOf names each argument with what it must be", () => {
  const message = compileMessage("{name}: {n, plural, one {# {thing}} other {#}} {d, date, short}");
  expect(Object.fromEntries(argumentsOf(message))).toEqual({
    name: "any",
    n: "number",
    thing: "any",
    d: "date",
  });
});

test.each([
  ["Hello {name", 'Expected "," or "}"'],
  ["{count, plural, other {x", "without its `}`"],
  ["Hello name}", "without its `{`"],
  ["{count, plural, one {x}}", 'needs an "other" branch'],
  ["{count, plural, lots {x} other {y}}", "not a plural category"],
  ["{count, currency}", "Unknown placeholder kind"],
  ["{n, number, money}", "Unknown number style"],
  ["<b>bold", "never closed"],
  ["a < b", "does not open a tag"],
  ["{9lives}", "not an argument name"],
])("%s is refused: %s", (source, why) => {
  expect(() => compileMessage(source)).toThrow(MessageSyntaxError);
  expect(() => compileMessage(source)).toThrow(why);
});

import { expect, test } from "vitest";
import { parseSubmission } from "~/lib/forms";
import { englishTranslate } from "../../tests/support/english";
import { sandboxCardSchema } from "./sandbox-card";
import { chargeSandboxCard, checkoutSummary } from "./sandbox-checkout.server";

const now = new Date("2026-11-21T12:00:00Z");
const t = englishTranslate();
const card = (overrides: Partial<{ number: string; expiry: string; cvc: string }> = {}) => ({
  number: "4242 4242 4242 4242",
  expiry: "12/30",
  cvc: "123",
  ...overrides,
});

/** The card form as the action reads it: field errors from the schema, then the sandbox's bank. */
function pay(fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  const submission = parseSubmission(form, sandboxCardSchema(t, now));
  if (submission.status !== "success") return submission.error ?? {};
  const declined = chargeSandboxCard(submission.value.number);
  return declined ? { number: [t(declined)] } : null;
}

test("4242 4242 4242 4242 with a future expiry and any CVC pays", () => {
  expect(pay(card())).toBeNull();
  expect(pay(card({ expiry: "11/26", cvc: "9999" }))).toBeNull();
  expect(pay(card({ number: "4242-4242-4242-4242" }))).toBeNull();
});

test("the expiry may be typed without the slash, as a phone's number pad allows", () => {
  for (const expiry of ["1230", "12 30", "12-30", " 12 / 30 "])
    expect(pay(card({ expiry }))).toBeNull();
  expect(pay(card({ expiry: "1026" }))?.expiry?.[0]).toMatch(/expired/);
  expect(pay(card({ expiry: "123" }))?.expiry?.[0]).toMatch(/MM\/YY/);
  expect(pay(card({ expiry: "12//30" }))?.expiry?.[0]).toMatch(/MM\/YY/);
});

test.each([
  [{ number: "4000 0000 0000 0002" }, "number", /declined/],
  [{ number: "5555 5555 5555 4444" }, "number", /only the test cards work/],
  [{ number: "4242" }, "number", /16-digit/],
  [{ number: "" }, "number", /16-digit/],
  [{ expiry: "10/26" }, "expiry", /expired/],
  [{ expiry: "13/30" }, "expiry", /MM\/YY/],
  [{ expiry: "" }, "expiry", /MM\/YY/],
  [{ cvc: "12" }, "cvc", /security code/],
] as const)("%o is refused on its %s field, with one message", (overrides, field, message) => {
  const errors = pay(card(overrides));
  expect(errors?.[field]).toHaveLength(1);
  expect(errors?.[field]?.[0]).toMatch(message);
});

test("the checkout shows what is due today and what follows", () => {
  expect(checkoutSummary("premium-2-month")).toEqual({
    name: "billing:plans.twoMonth.name",
    dueTodayCents: 295,
    then: { priceCents: 3995, months: 2, afterDays: 7 },
    trialUsedDays: null,
  });
  // The trial had already: the full price today, and the page says why.
  expect(checkoutSummary("premium-2-month", { trial: false })).toEqual({
    name: "billing:plans.twoMonth.name",
    dueTodayCents: 3995,
    then: { priceCents: 3995, months: 2, afterDays: null },
    trialUsedDays: 7,
  });
  expect(checkoutSummary("premium-report")).toEqual({
    name: "billing:plans.report.name",
    dueTodayCents: 999,
    then: null,
    trialUsedDays: null,
  });
  expect(checkoutSummary("free-lunch")).toBeNull();
});

import { expect, test } from "vitest";
import { checkoutSummary, checkTestCard } from "./test-checkout.server";

const now = new Date("2026-11-21T12:00:00Z");
const card = (overrides: Partial<{ number: string; expiry: string; cvc: string }> = {}) => ({
  number: "4242 4242 4242 4242",
  expiry: "12/30",
  cvc: "123",
  ...overrides,
});

test("4242 4242 4242 4242 with a future expiry and any CVC pays", () => {
  expect(checkTestCard(card(), now)).toBeNull();
  expect(checkTestCard(card({ expiry: "11/26", cvc: "9999" }), now)).toBeNull();
});

test.each([
  [{ number: "4000 0000 0000 0002" }, "number", /declined/],
  [{ number: "5555 5555 5555 4444" }, "number", /only the test cards work/],
  [{ number: "4242" }, "number", /16-digit/],
  [{ expiry: "10/26" }, "expiry", /expired/],
  [{ expiry: "13/30" }, "expiry", /MM\/YY/],
  [{ cvc: "12" }, "cvc", /security code/],
] as const)("%o is refused on its %s field", (overrides, field, message) => {
  const problem = checkTestCard(card(overrides), now);
  expect(problem?.field).toBe(field);
  expect(problem?.message).toMatch(message);
});

test("the checkout shows what is due today and what follows", () => {
  expect(checkoutSummary("premium-2-month")).toEqual({
    name: "Premium 2-Month",
    dueTodayCents: 295,
    then: { priceCents: 3995, period: "every 2 months", after: "7 days" },
  });
  expect(checkoutSummary("premium-report")).toEqual({
    name: "Premium Report",
    dueTodayCents: 999,
    then: null,
  });
  expect(checkoutSummary("free-lunch")).toBeNull();
});

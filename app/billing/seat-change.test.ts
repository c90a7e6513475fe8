import { expect, test } from "vitest";
import { quoteSandboxSeatChange } from "./seat-change";

const periodStart = new Date("2026-11-01T00:00:00Z");
const periodEnd = new Date("2026-12-01T00:00:00Z");
const halfway = new Date("2026-11-16T00:00:00Z");

test("seats added halfway through the month cost half a month each now, and the renewal keeps its date", () => {
  const quote = quoteSandboxSeatChange({
    fromSeats: 12,
    toSeats: 20,
    periodStart,
    periodEnd,
    at: halfway,
  });
  expect(quote).toEqual({
    fromSeats: 12,
    toSeats: 20,
    prorationDate: halfway.getTime() / 1000,
    // 8 seats × $6 × half the period.
    dueNowCents: 2400,
    balanceCreditCents: 0,
    nextPaymentCents: 12000,
    nextPaymentAt: periodEnd.toISOString(),
  });
});

test("seats taken off are credited for the part of the period left, and nothing is charged", () => {
  const quote = quoteSandboxSeatChange({
    fromSeats: 12,
    toSeats: 6,
    periodStart,
    periodEnd,
    at: halfway,
  });
  expect(quote).toMatchObject({ dueNowCents: 0, balanceCreditCents: 1800, nextPaymentCents: 3600 });
});

test("at the period's end nothing is left to prorate; an unknown start is a month before the end", () => {
  expect(
    quoteSandboxSeatChange({ fromSeats: 6, toSeats: 10, periodStart, periodEnd, at: periodEnd }),
  ).toMatchObject({ dueNowCents: 0, balanceCreditCents: 0 });
  expect(
    quoteSandboxSeatChange({
      fromSeats: 6,
      toSeats: 10,
      periodStart: null,
      periodEnd,
      at: halfway,
    }).dueNowCents,
  ).toBe(1200);
});

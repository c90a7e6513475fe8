import { expect, test } from "vitest";
import { formatLongDate, formatShortDate } from "./dates";

const short = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});
const long = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

test("dates read as en-US's Intl formatting in UTC, for every day of several years", () => {
  const start = Date.UTC(1999, 0, 1);
  for (let day = 0; day < 366 * 30; day += 1) {
    // Late in the day, so a local-time reading would fall on the next day east of UTC.
    const date = new Date(start + day * 86_400_000 + 23.5 * 3_600_000);
    expect(formatShortDate(date)).toBe(short.format(date));
    expect(formatLongDate(date.toISOString())).toBe(long.format(date));
  }
});

test("an invalid date throws, as Intl's format does", () => {
  expect(() => formatShortDate("not a date")).toThrow(RangeError);
  expect(() => formatLongDate("not a date")).toThrow(RangeError);
});

test("another language's dates come from Intl in that language, still in UTC", () => {
  const date = new Date(Date.UTC(2026, 10, 21, 23, 30));
  expect(formatLongDate(date, "de")).toBe("21. November 2026");
  expect(formatShortDate(date.toISOString(), "fr")).toBe(
    new Intl.DateTimeFormat("fr", { dateStyle: "medium", timeZone: "UTC" }).format(date),
  );
});

import { formatDate } from "~/i18n/icu";

/**
 * Dates as the spec shows them, in UTC so the server's render and the browser's agree (a date
 * rendered in two time zones would differ near midnight and break hydration).
 *
 * Written out by hand rather than with Intl.DateTimeFormat: creating a formatter loads the
 * browser's locale and time-zone data, about 25 ms of main thread on a phone-class CPU on every
 * page that shows a date (Lighthouse counted it as blocking time). The output is the same as
 * en-US's (dates.test.ts compares them). Other languages (decision 034) go through Intl in the
 * page's locale, as the message catalogues' `{when, date, medium}` and `{when, date, long}` do.
 */
const months = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

function utcParts(iso: string | Date) {
  const date = new Date(iso);
  // Intl's format() throws on an invalid date; so do these.
  if (Number.isNaN(date.getTime())) throw new RangeError("Invalid time value");
  return {
    year: date.getUTCFullYear(),
    month: months[date.getUTCMonth()]!,
    day: date.getUTCDate(),
  };
}

/** "Nov 21, 2026" in English; `{when, date, medium}` in the page's locale otherwise. */
export const formatShortDate = (iso: string | Date, locale = "en") => {
  if (locale !== "en") return formatDate(locale, new Date(iso), "medium");
  const { year, month, day } = utcParts(iso);
  return `${month.slice(0, 3)} ${day}, ${year}`;
};

/** "November 21, 2026" in English; `{when, date, long}` in the page's locale otherwise. */
export const formatLongDate = (iso: string | Date, locale = "en") => {
  if (locale !== "en") return formatDate(locale, new Date(iso), "long");
  const { year, month, day } = utcParts(iso);
  return `${month} ${day}, ${year}`;
};

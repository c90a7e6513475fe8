/**
 * Dates as the spec shows them, in UTC so the server's render and the browser's agree (a date
 * rendered in two time zones would differ near midnight and break hydration).
 */
const short = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});
const long = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

/** "Nov 21, 2026" */
export const formatShortDate = (iso: string | Date) => short.format(new Date(iso));

/** "November 21, 2026" */
export const formatLongDate = (iso: string | Date) => long.format(new Date(iso));

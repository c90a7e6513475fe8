/** Dates and numbers on the operators' pages (English only): "26 Nov 2026, 20:49 UTC". */
const when = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "UTC",
});

export function formatWhen(iso: string): string {
  return `${when.format(new Date(iso))} UTC`;
}

const number = new Intl.NumberFormat("en-GB");

export function formatCount(value: number): string {
  return number.format(value);
}

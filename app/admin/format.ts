/**
 * Dates, counts and money on the operators' pages (English only), one way for every page. Times
 * are UTC to the minute, written year first ("2026-11-26 20:49 UTC"): they sort as they read,
 * mean the same to every operator wherever they are, and come out the same on the server and in
 * the browser. A missing value is a dash.
 */
type Moment = Date | string | null | undefined;

const asDate = (value: Date | string) => (typeof value === "string" ? new Date(value) : value);

export function formatWhen(value: Moment): string {
  if (!value) return "—";
  return `${asDate(value).toISOString().slice(0, 16).replace("T", " ")} UTC`;
}

export function formatDay(value: Moment): string {
  if (!value) return "—";
  return asDate(value).toISOString().slice(0, 10);
}

const count = new Intl.NumberFormat("en-GB");

export function formatCount(value: number): string {
  return count.format(value);
}

const dollars = new Intl.NumberFormat("en", { style: "currency", currency: "USD" });

export function formatCents(cents: number): string {
  return dollars.format(cents / 100);
}

const languageNames = new Intl.DisplayNames(["en"], { type: "language" });

/** A language tag as an operator reads it: "Arabic (ar)", "Unknown language (und)". */
export function formatLanguage(code: string): string {
  try {
    return `${languageNames.of(code) ?? code} (${code})`;
  } catch {
    return code;
  }
}

/**
 * A Teams plan's team and seats (decision 042): "Platform, 12 seats"; "—" for a person's own plan.
 * A team deleted since keeps its seats on the row, without a name.
 */
export function teamLine({ teamName, seats }: { teamName: string | null; seats: number | null }) {
  if (seats === null) return "—";
  const seatWords = `${seats} ${seats === 1 ? "seat" : "seats"}`;
  return teamName === null ? `Team deleted, ${seatWords}` : `${teamName}, ${seatWords}`;
}

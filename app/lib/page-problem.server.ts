import { data } from "react-router";
import type { LoaderI18n } from "~/i18n/translate";

/**
 * A missing or failed page: thrown, and shown by the route's error boundary with this message. It
 * sets no Cache-Control, so the route's `contentHeaders` keeps it out of shared caches. A page
 * whose error boundary has words of its own sends their messages along (`i18n`), since a route
 * whose loader threw has no loader data to carry them (decision 034).
 */
export function pageProblem(message: string, status: 404 | 500, i18n?: LoaderI18n) {
  return data(i18n ? { message, i18n } : { message }, { status });
}

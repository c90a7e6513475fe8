import { data } from "react-router";

/**
 * A missing or failed page: thrown, and shown by the route's error boundary with this message. It
 * sets no Cache-Control, so the route's `contentHeaders` keeps it out of shared caches.
 */
export function pageProblem(message: string, status: 404 | 500) {
  return data({ message }, { status });
}

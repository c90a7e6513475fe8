import { data } from "react-router";

/** A missing or failed page: thrown, and shown by the route's error boundary with this message. */
export function pageProblem(message: string, status: 404 | 500) {
  return data({ message }, { status, headers: { "Cache-Control": "private, no-cache" } });
}

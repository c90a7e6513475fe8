import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { NotFoundPage } from "~/components/common/not-found";
import { pageMeta } from "~/lib/meta";

export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = () => pageMeta("Page not found");

export default function NotFound() {
  return <NotFoundPage />;
}

import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { NotFoundPage } from "~/components/common/not-found";
import {} from "~/i18n/use-t";
import { metaT } from "~/i18n/meta-t";
import { pageMeta } from "~/lib/meta";

export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(metaT(matches)("errors:meta.notFound"));

export default function NotFound() {
  return <NotFoundPage />;
}

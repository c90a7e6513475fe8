import { data } from "react-router";
import type { Route } from "./+types/legal";
import { MissingState } from "~/components/common/not-found";
import { pageMeta } from "~/lib/meta";

export function loader({ params }: Route.LoaderArgs) {
  return data({ message: `Legal page with slug "${params.slug}" not found.` }, { status: 404 });
}

export const meta: Route.MetaFunction = () => pageMeta("Page Not Found");

export default function Legal({ loaderData }: Route.ComponentProps) {
  return (
    <MissingState
      title="Page Not Found"
      message={loaderData.message}
      backTo="/"
      backLabel="Back to Home"
    />
  );
}

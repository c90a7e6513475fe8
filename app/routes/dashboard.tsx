import { redirect } from "react-router";
import type { Route } from "./+types/dashboard";
import { PageHero } from "~/components/common/page-hero";
import { pageMeta } from "~/lib/meta";

export const meta: Route.MetaFunction = () =>
  pageMeta("Dashboard", "Your saved results and subscription.");

export function loader({ request }: Route.LoaderArgs) {
  // Nobody can be signed in until accounts exist, so every visitor is sent to sign in (spec §2).
  const here = new URL(request.url);
  throw redirect(`/auth?redirectTo=${encodeURIComponent(here.pathname + here.search)}`);
}

export default function Dashboard() {
  return <PageHero title="Your Dashboard" />;
}

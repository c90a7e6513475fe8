import { redirect } from "react-router";
import type { Route } from "./+types/test-results";
import { PageHero } from "~/components/common/page-hero";
import { pageMeta } from "~/lib/meta";

export const meta: Route.MetaFunction = () => pageMeta("Your Results", "A saved test result.");

export function loader({ request }: Route.LoaderArgs) {
  // Saved results belong to accounts; a signed-out visitor is sent to sign in (spec §2).
  const here = new URL(request.url);
  throw redirect(`/auth?redirectTo=${encodeURIComponent(here.pathname)}`);
}

export default function TestResults() {
  return <PageHero title="Your Results" />;
}

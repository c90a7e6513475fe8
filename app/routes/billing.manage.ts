import { redirect } from "react-router";
import type { Route } from "./+types/billing.manage";
import { requireUser } from "~/auth/session.server";
import { loggableError } from "~/lib/errors.server";
import { logger } from "~/lib/logger.server";
import { redirectWithToast } from "~/lib/toast.server";

/**
 * "Manage Subscription" (departures #7): POST opens Stripe's billing portal or, in the sandbox, the
 * site's own subscription page. A GET (a bookmark, say) goes back to the dashboard.
 */
export const loader = () => redirect("/dashboard");

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  let url: string | null;
  try {
    url = await context.billing.manageUrl(user.id, "/dashboard");
  } catch (error) {
    logger().error({ error: loggableError(error) }, "Could not open subscription management");
    return redirectWithToast("/dashboard", {
      type: "error",
      title: "Error",
      description: "Subscription management could not be opened. Please try again in a moment.",
    });
  }
  if (!url) {
    return redirectWithToast("/dashboard", {
      type: "info",
      title: "No subscription to manage",
      description: "Your account has no subscription with our payment provider.",
    });
  }
  return redirect(url);
}

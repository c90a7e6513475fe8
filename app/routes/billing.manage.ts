import { redirect } from "~/lib/redirect.server";
import type { Route } from "./+types/billing.manage";
import { requireUser } from "~/auth/session.server";
import { localeOf, serverTranslate } from "~/i18n/messages.server";
import { loggableError } from "~/lib/errors.server";
import { logger } from "~/lib/logger.server";
import { redirectWithToast } from "~/lib/toast.server";

/**
 * "Manage Subscription" (departures #7): POST opens Stripe's billing portal or, in the sandbox, the
 * site's own subscription page. A GET (a bookmark, say) goes back to the dashboard.
 */
export const loader = () => redirect("/dashboard");

export async function action({ request, context, params }: Route.ActionArgs) {
  const t = serverTranslate(localeOf(params));
  const user = await requireUser(request, context);
  let url: string | null;
  try {
    url = await context.billing.manageUrl(user.id, "/dashboard");
  } catch (error) {
    logger().error({ error: loggableError(error) }, "Could not open subscription management");
    return redirectWithToast("/dashboard", {
      type: "error",
      title: t("billing:errors.title"),
      description: t("billing:manage.failed"),
    });
  }
  if (!url) {
    return redirectWithToast("/dashboard", {
      type: "info",
      title: t("billing:manage.none.title"),
      description: t("billing:manage.none.description"),
    });
  }
  return redirect(url);
}

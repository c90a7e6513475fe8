import type { Route } from "./+types/api.billing.checkout";
import { startCheckout } from "~/billing/checkout.server";
import { checkoutMessages } from "~/billing/messages";
import { getSession } from "~/auth/session.server";
import { loggableError } from "~/lib/errors.server";
import { noStore, problem, readJsonBody } from "~/lib/json-body.server";
import { logger } from "~/lib/logger.server";
import { redirectWithToast } from "~/lib/toast.server";

/**
 * POST /api/billing/checkout (spec §7 call 7): starts a checkout for a plan or the premium report
 * and answers `{ url }`, where the browser goes next. Body: { item, from, testSessionId? }.
 *
 * The checkout buttons are also plain forms posting here, so without JavaScript the answer is a
 * redirect: to the checkout, or back with the message as a toast.
 */
export const loader = () => problem(405, "Start a checkout with POST.", { Allow: "POST" });

export async function action({ request, context }: Route.ActionArgs) {
  const isForm = request.headers
    .get("content-type")
    ?.toLowerCase()
    .startsWith("application/x-www-form-urlencoded");
  let body: unknown;
  if (isForm) {
    body = Object.fromEntries(await request.formData());
  } else {
    const read = await readJsonBody(request);
    if (!read.ok) return read.response;
    body = read.body;
  }
  const answer = isForm
    ? formAnswer
    : (status: number, message: string) => problem(status, message);

  const { user, failed } = await getSession(request, context);
  if (failed) return answer(503, checkoutMessages.failed, "/pricing");
  if (!user) return answer(401, checkoutMessages.signInOnPricing, "/pricing");
  try {
    const outcome = await startCheckout({ db: context.db, billing: context.billing }, user, body);
    if (outcome.ok) {
      return isForm
        ? new Response(null, { status: 303, headers: { Location: outcome.url, ...noStore } })
        : Response.json({ url: outcome.url }, { headers: noStore });
    }
    return answer(outcome.status, outcome.message, outcome.cancelPath);
  } catch (error) {
    logger().error({ error: loggableError(error) }, "Could not start a checkout");
    return answer(503, checkoutMessages.failed, "/pricing");
  }
}

/** Without JavaScript: back to the page (or to sign in), with the message as a toast. */
function formAnswer(status: number, message: string, backTo: string) {
  if (status === 401) {
    return redirectWithToast(`/auth?redirectTo=${encodeURIComponent(backTo)}`, {
      type: "error",
      title: "Sign in required",
      description: message,
    });
  }
  return redirectWithToast(backTo, { type: "error", title: "Error", description: message });
}

import type { Route } from "./+types/api.billing.checkout";
import { checkoutInput } from "~/billing/checkout-schema";
import { startCheckout } from "~/billing/checkout.server";
import { checkoutMessages, type CheckoutRefusal } from "~/billing/messages";
import { findPlan } from "~/config/plans";
import { getSession } from "~/auth/session.server";
import { loggableError } from "~/lib/errors.server";
import { readFormBody, unreadableForm } from "~/lib/forms.server";
import { noStore, problem, readJsonBody } from "~/lib/json-body.server";
import { logger } from "~/lib/logger.server";
import { redirectWithToast } from "~/lib/toast.server";

/**
 * POST /api/billing/checkout (spec §7 call 7): starts a checkout for a plan or the premium report
 * and answers `{ url }`, where the browser goes next. Body: { item, from, testSessionId? }.
 *
 * The checkout buttons are also plain forms posting here, so without JavaScript the answer is a
 * redirect: to the checkout, to sign in (with the spec's toast), or back to the page with the
 * refusal's code in the address, which the button shows as an alert that takes focus: a toast
 * would need JavaScript, and one page never shows a refusal twice. One schema reads both
 * (`checkout-schema.ts`, decision 020); a body it refuses, or one that is no form, is a 400.
 */
export const loader = () => problem(405, "Start a checkout with POST.", { Allow: "POST" });

export async function action({ request, context }: Route.ActionArgs) {
  const contentType = request.headers.get("content-type")?.toLowerCase() ?? "";
  const isForm =
    contentType.startsWith("application/x-www-form-urlencoded") ||
    contentType.startsWith("multipart/form-data");
  let body: unknown;
  if (isForm) {
    // A broken form body is a 400 like any other bad input, never a 500.
    const form = await readFormBody(request);
    if (!form) return problem(400, unreadableForm);
    body = Object.fromEntries(form);
  } else {
    const read = await readJsonBody(request);
    if (!read.ok) return read.response;
    body = read.body;
  }
  const item = itemOf(body);
  const answer = (status: number, message: string, backTo: string, code: CheckoutRefusal) =>
    isForm ? formAnswer(status, message, backTo, code, item) : problem(status, message);

  const { user, failed } = await getSession(request, context);
  if (failed) return answer(503, checkoutMessages.failed, "/pricing", "failed");
  if (!user) return answer(401, checkoutMessages.signInOnPricing, "/pricing", "failed");
  // The buttons cannot send anything else: a body the schema refuses is forged or broken, and is
  // answered 400 with the schema's message, a form post too.
  const input = checkoutInput.safeParse(body);
  if (!input.success) return problem(400, input.error.issues[0]!.message);
  try {
    const outcome = await startCheckout(
      { db: context.db, billing: context.billing },
      user,
      input.data,
    );
    if (outcome.ok) {
      return isForm
        ? new Response(null, { status: 303, headers: { Location: outcome.url, ...noStore } })
        : Response.json({ url: outcome.url }, { headers: noStore });
    }
    return answer(outcome.status, outcome.message, outcome.cancelPath, outcome.code);
  } catch (error) {
    logger().error({ error: loggableError(error) }, "Could not start a checkout");
    return answer(503, checkoutMessages.failed, "/pricing", "failed");
  }
}

/** The item the body names, if it is one the site sells: the button the alert appears by. */
function itemOf(body: unknown): string | null {
  const item = (body as { item?: unknown } | null)?.item;
  if (typeof item !== "string") return null;
  return item === "premium-report" || findPlan(item) ? item : null;
}

/**
 * Without JavaScript: to sign in with the spec's toast, or back to the page with the refusal in
 * the address for the button to show (`CheckoutButton`).
 */
async function formAnswer(
  status: number,
  message: string,
  backTo: string,
  code: CheckoutRefusal,
  item: string | null,
) {
  if (status === 401) {
    return redirectWithToast(`/auth?redirectTo=${encodeURIComponent(backTo)}`, {
      type: "error",
      title: "Sign in required",
      description: message,
    });
  }
  const params = new URLSearchParams({ "checkout-refused": code });
  if (item) params.set("checkout-item", item);
  return new Response(null, {
    status: 303,
    headers: { Location: `${backTo}?${params}`, ...noStore },
  });
}

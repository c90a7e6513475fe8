import type { Route } from "./+types/api.billing.checkout";
import { checkoutInput } from "~/billing/checkout-schema";
import { startCheckout } from "~/billing/checkout.server";
import { checkoutRefusals, type CheckoutRefusal } from "~/billing/messages";
import { findPlan } from "~/config/plans";
import { askerLanguage, inPageLanguage } from "~/i18n/asker-language.server";
import { serverTranslate } from "~/i18n/messages.server";
import { servedLanguages } from "~/i18n/pseudo.server";
import { getSession } from "~/auth/session.server";
import { loggableError } from "~/lib/errors.server";
import { readFormBody, unreadableForm } from "~/lib/forms.server";
import { noStore, problem, readJsonBody } from "~/lib/json-body.server";
import { logger } from "~/lib/logger.server";
import { redirectWithToast } from "~/lib/toast.server";
import { inAskerLanguage } from "~/lib/redirect.server";

/**
 * POST /api/billing/checkout (spec §7 call 7): starts a checkout for a plan or the premium report
 * and answers `{ url }`, where the browser goes next. Body: { item, from, testSessionId? }.
 *
 * The checkout buttons are also plain forms posting here, so without JavaScript the answer is a
 * redirect: to the checkout, to sign in (with the spec's toast), or back to the page with the
 * refusal's code in the address, which the button shows as an alert that takes focus: a toast
 * would need JavaScript, and one page never shows a refusal twice. One schema reads both
 * (`checkout-schema.ts`, decision 020); a body it refuses, or one that is no form, is a 400.
 *
 * The API has no language in its address: the button sends its page's (`lang`), and the checkout,
 * its return pages and the answers without JavaScript are in it. The JSON answers' `error` is in it
 * too, beside the refusal's `code`, which the button words itself (decision 034).
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
  // The rest speaks the language of the page the button is on.
  return inPageLanguage(`/${languagePrefixOf(body)}`, () =>
    answerCheckout(request, context, body, isForm),
  );
}

/** The served language prefix the body names ("es"), or "" for English and anything else. */
function languagePrefixOf(body: unknown): string {
  const lang = (body as { lang?: unknown } | null)?.lang;
  return typeof lang === "string" && servedLanguages().some((language) => language.prefix === lang)
    ? lang
    : "";
}

async function answerCheckout(
  request: Request,
  context: Route.ActionArgs["context"],
  body: unknown,
  isForm: boolean,
) {
  const item = itemOf(body);
  const t = serverTranslate(askerLanguage().code);
  const answer = (status: number, code: CheckoutRefusal, backTo: string) =>
    isForm
      ? formAnswer(status, backTo, code, item)
      : Response.json(
          {
            error: t(status === 401 ? "billing:signIn.onPricing" : checkoutRefusals[code]),
            code,
          },
          { status, headers: noStore },
        );

  const { user, failed } = await getSession(request, context);
  if (failed) return answer(503, "failed", "/pricing");
  if (!user) return answer(401, "failed", "/pricing");
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
    return answer(outcome.status, outcome.code, outcome.cancelPath);
  } catch (error) {
    logger().error({ error: loggableError(error) }, "Could not start a checkout");
    return answer(503, "failed", "/pricing");
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
  backTo: string,
  code: CheckoutRefusal,
  item: string | null,
) {
  if (status === 401) {
    const t = serverTranslate(askerLanguage().code);
    return redirectWithToast(`/auth?redirectTo=${encodeURIComponent(inAskerLanguage(backTo))}`, {
      type: "error",
      title: t("billing:signIn.title"),
      description: t("billing:signIn.onPricing"),
    });
  }
  const params = new URLSearchParams({ "checkout-refused": code });
  if (item) params.set("checkout-item", item);
  return new Response(null, {
    status: 303,
    headers: { Location: `${inAskerLanguage(backTo)}?${params}`, ...noStore },
  });
}

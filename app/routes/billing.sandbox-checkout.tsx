import { getFormProps } from "@conform-to/react";
import { CreditCard, FlaskConical } from "lucide-react";
import { useMemo, type ReactNode } from "react";
import { data, Form, useNavigation } from "react-router";
import { SiteLink } from "~/components/common/site-link";
import { redirect } from "~/lib/redirect.server";
import type { Route } from "./+types/billing.sandbox-checkout";
import { requireUser } from "~/auth/session.server";
import { sandboxCardSchema } from "~/billing/sandbox-card";
import {
  chargeSandboxCard,
  checkoutSummary,
  findSandboxCheckout,
  paySandboxCheckout,
} from "~/billing/sandbox-checkout.server";
import { hasHadTrial } from "~/billing/state-machine.server";
import { Container } from "~/components/common/page-hero";
import { Button } from "~/components/ui/button";
import { Field, FormErrors } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { formatPrice } from "~/config/plans";
import { isUuid } from "~/db/test-sessions.server";
import { localeOf, pageMessages, serverTranslate } from "~/i18n/messages.server";
import { translatedMeta } from "~/i18n/meta-t";
import { useT } from "~/i18n/use-t";
import { useSchemaForm } from "~/lib/forms";
import { invalid, readSubmission } from "~/lib/forms.server";
import { pageMeta } from "~/lib/meta";
import { useActionToast } from "~/lib/use-action-toast";

async function loadCheckout(
  request: Request,
  context: Route.LoaderArgs["context"],
  id: string,
  locale: string,
) {
  const user = await requireUser(request, context);
  const checkout = isUuid(id) ? await findSandboxCheckout(context.db, id, user.id) : null;
  const summary =
    checkout &&
    checkoutSummary(checkout.item, { trial: !(await hasHadTrial(context.db, user.id)) });
  if (!checkout || !summary)
    throw data({ message: serverTranslate(locale)("billing:checkout.notFound") }, { status: 404 });
  // A checkout already paid (a second tab, the back button) goes where the payment led.
  if (checkout.status === "paid") throw redirect(checkout.successUrl);
  return { checkout, summary };
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = localeOf(params);
  const { checkout, summary } = await loadCheckout(request, context, params.checkoutId, locale);
  return { summary, cancelUrl: checkout.cancelUrl, i18n: pageMessages(locale, ["billing"]) };
}

/** The card form (decision 020): its shape checked by the schema, then the sandbox's "bank". */
export async function action({ request, params, context }: Route.ActionArgs) {
  const locale = localeOf(params);
  const t = serverTranslate(locale);
  const { checkout } = await loadCheckout(request, context, params.checkoutId, locale);
  // The security code is never typed back into the page.
  const submission = await readSubmission(request, sandboxCardSchema(t), { secret: ["cvc"] });
  if (submission.status !== "success") return invalid(submission);
  const declined = chargeSandboxCard(submission.value.number);
  if (declined) return invalid(submission, { fieldErrors: { number: t(declined) } });
  await paySandboxCheckout(context.db, checkout);
  return redirect(checkout.successUrl);
}

export const meta: Route.MetaFunction = (args) =>
  translatedMeta(args, (t) =>
    pageMeta(t("billing:checkout.meta.title"), t("billing:checkout.meta.description"), {
      noindex: true,
    }),
  );

export default function SandboxCheckout({ loaderData, actionData }: Route.ComponentProps) {
  useActionToast(actionData?.toast);
  const t = useT();
  const { summary, cancelUrl } = loaderData;
  const pending = useNavigation().state === "submitting";
  const schema = useMemo(() => sandboxCardSchema(t), [t]);
  const price = (cents: number) => formatPrice(cents, t.locale);
  const [form, fields] = useSchemaForm({ id: "sandbox-card", schema, answer: actionData });
  // Each message shows once, beside its field. Without JavaScript the answered page focuses the
  // first field in error itself (with JavaScript, Conform does).
  const firstInvalid = (["number", "expiry", "cvc"] as const).find(
    (name) => fields[name].errors?.length,
  );
  return (
    <Container className="max-w-lg py-12">
      <p
        role="note"
        className="flex items-center gap-2 rounded-md border border-notice-border bg-notice px-4 py-3 text-sm font-semibold text-notice-foreground"
      >
        <FlaskConical className="size-4" aria-hidden="true" />
        {t("billing:checkout.testMode")}
      </p>
      <h1 className="mt-8 text-3xl font-bold tracking-tight">{t("billing:checkout.title")}</h1>
      <div className="mt-6 rounded-lg border p-5">
        <p className="font-semibold">{t(summary.name)}</p>
        <p className="mt-1 text-2xl font-bold">
          {t.rich<ReactNode>(
            "billing:checkout.dueToday",
            { price: price(summary.dueTodayCents) },
            {
              amount: (children) => children,
              note: (children) => (
                <span key="note" className="text-sm font-normal text-muted-foreground">
                  {children}
                </span>
              ),
            },
          )}
        </p>
        {summary.then ? (
          <p className="mt-1 text-sm text-muted-foreground">
            {summary.then.afterDays
              ? t("billing:checkout.thenAfterTrial", {
                  days: summary.then.afterDays,
                  price: price(summary.then.priceCents),
                  months: summary.then.months,
                })
              : t("billing:checkout.then", {
                  price: price(summary.then.priceCents),
                  months: summary.then.months,
                })}
          </p>
        ) : (
          <p className="mt-1 text-sm text-muted-foreground">{t("billing:checkout.oneOff")}</p>
        )}
        {summary.trialUsedDays ? (
          <p className="mt-3 text-sm">
            {t("billing:checkout.trialUsed", { days: summary.trialUsedDays })}
          </p>
        ) : null}
      </div>
      <Form method="post" {...getFormProps(form)} className="mt-6 flex flex-col gap-4">
        <FormErrors form={form} title={actionData?.title} takeFocus />
        <Field field={fields.number} label={t("billing:checkout.cardNumber")}>
          <Input
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="4242 4242 4242 4242"
            maxLength={30}
            autoFocus={firstInvalid === "number"}
          />
        </Field>
        <div className="grid grid-cols-2 gap-4">
          <Field field={fields.expiry} label={t("billing:checkout.expiry")}>
            {/* A number pad: MMYY is read as MM/YY, since the pad may have no slash. */}
            <Input
              inputMode="numeric"
              autoComplete="cc-exp"
              placeholder="12/34"
              maxLength={10}
              autoFocus={firstInvalid === "expiry"}
            />
          </Field>
          <Field field={fields.cvc} label={t("billing:checkout.cvc")}>
            <Input
              inputMode="numeric"
              autoComplete="cc-csc"
              placeholder="123"
              maxLength={4}
              autoFocus={firstInvalid === "cvc"}
            />
          </Field>
        </div>
        <Button type="submit" size="lg" disabled={pending}>
          <CreditCard aria-hidden="true" />
          {pending
            ? t("billing:actions.processing")
            : t("billing:checkout.pay", { price: price(summary.dueTodayCents) })}
        </Button>
        <Button asChild variant="ghost">
          <SiteLink to={cancelUrl}>{t("billing:checkout.cancel")}</SiteLink>
        </Button>
      </Form>
    </Container>
  );
}

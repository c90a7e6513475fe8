import { getFormProps } from "@conform-to/react";
import { CreditCard, FlaskConical } from "lucide-react";
import { useMemo, useState, type ReactNode } from "react";
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
  payTeamSandboxCheckout,
  repriceSandboxCheckout,
  sandboxCheckoutTeam,
  type SandboxCheckout,
} from "~/billing/sandbox-checkout.server";
import { teamPurchaseRefusals } from "~/billing/team-checkout.server";
import { hasHadTrial } from "~/billing/state-machine.server";
import { Container } from "~/components/common/page-hero";
import { Button } from "~/components/ui/button";
import { Field, FormErrors } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { SeatsInput } from "~/components/teams/team-plan";
import { formatPrice, isTeamPlanId, teamPlan, teamPriceCents } from "~/config/plans";
import { isUuid } from "~/db/test-sessions.server";
import { localeOf, pageMessages, serverTranslate } from "~/i18n/messages.server";
import { translatedMeta } from "~/i18n/meta-t";
import { useT } from "~/i18n/use-t";
import { useSchemaForm } from "~/lib/forms";
import type { Translate } from "~/i18n/translate";
import { invalid, readSubmission, refused } from "~/lib/forms.server";
import { seatsField } from "~/teams/plan-forms";
import { z } from "~/lib/zod";
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
  // A Teams plan's checkout is for its team, gone with it (decision 042).
  const team =
    checkout && isTeamPlanId(checkout.item)
      ? await sandboxCheckoutTeam(context.db, checkout)
      : null;
  const summary =
    checkout &&
    (!isTeamPlanId(checkout.item) || team) &&
    checkoutSummary(checkout.item, {
      trial: !(await hasHadTrial(context.db, user.id)),
      seats: checkout.seats ?? 0,
    });
  if (!checkout || !summary)
    throw data({ message: serverTranslate(locale)("billing:checkout.notFound") }, { status: 404 });
  // A checkout already paid (a second tab, the back button) goes where the payment led.
  if (checkout.status === "paid") throw redirect(checkout.successUrl);
  return { checkout, summary, team };
}

/**
 * The card form's schema; a Teams plan's adds the seats and the number whose price the page
 * showed (`pricedSeats`, hidden: with JavaScript the price follows the field as it is typed).
 */
function cardSchema(t: Translate, team: { members: number } | null) {
  return team ? teamCardSchema(t, team.members) : sandboxCardSchema(t);
}

const teamCardSchema = (t: Translate, members: number) =>
  sandboxCardSchema(t).extend({
    seats: seatsField(t, { min: Math.max(teamPlan.minSeats, members), members }),
    pricedSeats: z.coerce.number().optional(),
  });

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = localeOf(params);
  const { checkout, summary, team } = await loadCheckout(
    request,
    context,
    params.checkoutId,
    locale,
  );
  return {
    summary,
    cancelUrl: checkout.cancelUrl,
    team: team && { name: team.name, members: team.members, seats: checkout.seats ?? 0 },
    i18n: pageMessages(locale, ["billing", "teams"]),
  };
}

/** The card form (decision 020): its shape checked by the schema, then the sandbox's "bank". */
export async function action({ request, params, context }: Route.ActionArgs) {
  const locale = localeOf(params);
  const t = serverTranslate(locale);
  const { checkout, team } = await loadCheckout(request, context, params.checkoutId, locale);
  // The security code is never typed back into the page.
  if (team) {
    const submission = await readSubmission(request, teamCardSchema(t, team.members), {
      secret: ["cvc"],
    });
    if (submission.status !== "success") return invalid(submission);
    return payForTeam(context, checkout, submission, submission.value, team, t);
  }
  const submission = await readSubmission(request, sandboxCardSchema(t), { secret: ["cvc"] });
  if (submission.status !== "success") return invalid(submission);
  const declined = chargeSandboxCard(submission.value.number);
  if (declined) return invalid(submission, { fieldErrors: { number: t(declined) } });
  await paySandboxCheckout(context.db, checkout);
  return redirect(checkout.successUrl);
}

/**
 * A Teams plan: paid only for the seats whose price the page showed. A number typed since is
 * priced first (without JavaScript the page cannot follow the field), then paid when confirmed.
 */
async function payForTeam(
  context: Route.ActionArgs["context"],
  checkout: SandboxCheckout,
  submission: Parameters<typeof invalid>[0],
  value: { number: string; seats: number; pricedSeats?: number },
  team: { members: number },
  t: Translate,
) {
  const { seats } = value;
  if (value.pricedSeats !== seats) {
    await repriceSandboxCheckout(context.db, checkout, seats);
    return refused(submission, {
      status: 409,
      message: t("teams:plan.checkout.repriced", {
        seats,
        price: formatPrice(teamPriceCents(seats), t.locale),
      }),
    });
  }
  const declined = chargeSandboxCard(value.number);
  if (declined) return invalid(submission, { fieldErrors: { number: t(declined) } });
  const outcome = await payTeamSandboxCheckout(context.db, checkout, seats);
  if (outcome === "paid" || outcome === "already-paid") return redirect(checkout.successUrl);
  return refused(submission, {
    status: outcome === "not-manager" ? 403 : 409,
    message: t(teamPurchaseRefusals[outcome], { members: team.members, max: teamPlan.maxSeats }),
  });
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
  const { cancelUrl, team } = loaderData;
  const pending = useNavigation().state === "submitting";
  // A Teams plan's form adds the seats (typed as the team's form, whichever is in use).
  const schema = useMemo(() => cardSchema(t, team) as ReturnType<typeof teamCardSchema>, [t, team]);
  const price = (cents: number) => formatPrice(cents, t.locale);
  const [form, fields] = useSchemaForm({
    id: "sandbox-card",
    schema,
    answer: actionData,
    defaultValue: team ? { seats: String(team.seats) } : undefined,
  });
  // The seats whose price is shown: as typed (with JavaScript), while it is a number sold.
  const [typedSeats, setTypedSeats] = useState(team?.seats ?? 0);
  const seats =
    Number.isInteger(typedSeats) && typedSeats >= 1 && typedSeats <= teamPlan.maxSeats
      ? typedSeats
      : (team?.seats ?? 0);
  const summary = team
    ? {
        ...loaderData.summary,
        dueTodayCents: teamPriceCents(seats),
        then: loaderData.summary.then && {
          ...loaderData.summary.then,
          priceCents: teamPriceCents(seats),
        },
      }
    : loaderData.summary;
  // Each message shows once, beside its field. Without JavaScript the answered page focuses the
  // first field in error itself (with JavaScript, Conform does).
  const firstInvalid = (["seats", "number", "expiry", "cvc"] as const).find(
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
        {team ? (
          <p className="mt-1 text-sm" data-testid="checkout-seats">
            {t("teams:plan.checkout.for", {
              team: team.name,
              seats,
              price: price(teamPlan.seatPriceCents),
            })}
          </p>
        ) : null}
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
        {team ? (
          <>
            <Field
              field={fields.seats}
              label={t("teams:plan.seats.label")}
              hint={t("teams:plan.buy.hint", {
                min: Math.max(teamPlan.minSeats, team.members),
                max: teamPlan.maxSeats,
                members: team.members,
              })}
            >
              <SeatsInput
                min={Math.max(teamPlan.minSeats, team.members)}
                onSeats={setTypedSeats}
                autoFocus={firstInvalid === "seats"}
              />
            </Field>
            <input type="hidden" name="pricedSeats" value={seats} />
          </>
        ) : null}
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

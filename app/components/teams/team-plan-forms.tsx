import { getFormProps } from "@conform-to/react";
import { ArrowRight, CreditCard } from "lucide-react";
import { useEffect, useMemo, useRef } from "react";
import { Form } from "react-router";
import type { SeatChangeQuote } from "~/billing/seat-change";
import { Button } from "~/components/ui/button";
import { Field, FormErrors } from "~/components/ui/form-field";
import { formatPrice, teamPlan } from "~/config/plans";
import { useLocalize } from "~/i18n/use-language";
import { useT } from "~/i18n/use-t";
import { useSchemaForm, type FormAnswer } from "~/lib/forms";
import { usePendingSubmit } from "~/lib/use-pending-submit";
import { buySchema, renewalSchema, seatPreviewSchema } from "~/teams/plan-forms";
import { SeatsInput, type TeamPlanView } from "./team-plan";

/**
 * The forms of a team's plan page (issue 23, decision 042), each on the one form pattern: buy the
 * Teams plan, change its seats (priced first, then confirmed), cancel or resume its renewal. They
 * post to the page itself with a hidden `intent`; the action answers the one that was sent.
 */

interface FormArgs {
  /** The plan page's address (`teamPath(id, "/plan")`), in English: forms localize it. */
  path: string;
  answer: (FormAnswer & { quote?: SeatChangeQuote }) | undefined;
}

const sectionClass = "rounded-xl border p-6";

export function BuyForm({ path, answer, members }: FormArgs & { members: number }) {
  const t = useT();
  const localize = useLocalize();
  const min = Math.max(teamPlan.minSeats, members);
  const schema = useMemo(() => buySchema(t, members), [t, members]);
  const [form, fields] = useSchemaForm({
    id: "buy-seats",
    schema,
    answer,
    defaultValue: { seats: String(min) },
  });
  const pending = usePendingSubmit(path, "buy");
  return (
    <section aria-labelledby="buy-seats-title" className={sectionClass}>
      <h3 id="buy-seats-title" className="text-lg font-semibold">
        {t("teams:plan.buy.title")}
      </h3>
      <p className="mt-2 text-sm text-muted-foreground">{t(teamPlan.description)}</p>
      <p className="mt-2 text-sm">
        {t("teams:plan.price", { price: formatPrice(teamPlan.seatPriceCents, t.locale) })}
      </p>
      <div className="mt-5">
        <FormErrors form={form} title={answer?.title} takeFocus={answer ?? false} />
        <Form
          method="post"
          action={localize(path)}
          {...getFormProps(form)}
          className="flex flex-col gap-4"
        >
          <input type="hidden" name="intent" value="buy" />
          <Field
            field={fields.seats}
            label={t("teams:plan.seats.label")}
            hint={t("teams:plan.buy.hint", { min, max: teamPlan.maxSeats, members })}
          >
            <SeatsInput min={min} />
          </Field>
          <Button type="submit" className="self-start" disabled={pending}>
            <CreditCard aria-hidden="true" />
            {pending ? t("billing:actions.processing") : t("teams:plan.buy.submit")}
          </Button>
        </Form>
      </div>
    </section>
  );
}

export function SeatsForm({
  path,
  answer,
  plan,
  members,
}: FormArgs & { plan: TeamPlanView; members: number }) {
  const t = useT();
  const localize = useLocalize();
  const schema = useMemo(() => seatPreviewSchema(t), [t]);
  const [form, fields] = useSchemaForm({
    id: "change-seats",
    schema,
    answer,
    defaultValue: { seats: String(plan.seats) },
  });
  const pricing = usePendingSubmit(path, "preview");
  const quote = answer?.quote;
  return (
    <section aria-labelledby="change-seats-title" className={sectionClass}>
      <h3 id="change-seats-title" className="text-lg font-semibold">
        {t("teams:plan.change.title")}
      </h3>
      <p className="mt-2 text-sm text-muted-foreground">{t("teams:plan.change.intro")}</p>
      <div className="mt-5">
        <FormErrors
          form={form}
          title={answer?.title}
          takeFocus={quote ? false : (answer ?? false)}
        />
        <Form
          method="post"
          action={localize(path)}
          {...getFormProps(form)}
          className="flex flex-col gap-4"
        >
          <input type="hidden" name="intent" value="preview" />
          <Field
            field={fields.seats}
            label={t("teams:plan.seats.label")}
            hint={t("teams:plan.change.hint", { min: teamPlan.minSeats, max: teamPlan.maxSeats })}
          >
            <SeatsInput min={teamPlan.minSeats} />
          </Field>
          <Button type="submit" variant="outline" className="self-start" disabled={pricing}>
            {pricing ? t("billing:actions.processing") : t("teams:plan.change.review")}
          </Button>
        </Form>
      </div>
      {quote ? <ConfirmSeats path={path} quote={quote} plan={plan} members={members} /> : null}
    </section>
  );
}

/** The change as priced: what is paid or credited now, what each month costs from the renewal. */
function ConfirmSeats({
  path,
  quote,
  plan,
  members,
}: {
  path: string;
  quote: SeatChangeQuote;
  plan: TeamPlanView;
  members: number;
}) {
  const t = useT();
  const localize = useLocalize();
  const pending = usePendingSubmit(path, "change");
  const money = (cents: number) => formatPrice(cents, t.locale);
  const capacityAfter = Math.min(teamPlan.maxSeats, Math.max(teamPlan.freeSeats, quote.toSeats));
  const over = Math.max(members - capacityAfter, 0);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [quote.prorationDate, quote.toSeats]);
  return (
    <div className="mt-6 rounded-lg border-2 border-primary p-5" data-testid="seat-change-quote">
      {/* Focused when it appears, so the keyboard and screen readers land on what to confirm. */}
      <h4
        ref={heading}
        tabIndex={-1}
        autoFocus
        className="font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        {t("teams:plan.change.confirm.title", { from: quote.fromSeats, to: quote.toSeats })}
      </h4>
      <ul className="mt-3 flex list-disc flex-col gap-1 ps-5 text-sm">
        <li>
          {quote.dueNowCents > 0
            ? t("teams:plan.change.dueNow", { price: money(quote.dueNowCents) })
            : quote.balanceCreditCents > 0
              ? t("teams:plan.change.credit", { price: money(quote.balanceCreditCents) })
              : t("teams:plan.change.nothingNow")}
        </li>
        <li>
          {t("teams:plan.change.next", {
            date: quote.nextPaymentAt,
            price: money(quote.nextPaymentCents),
          })}
        </li>
        {plan.payer && !plan.payer.you ? (
          <li>{t("teams:plan.change.payer", { name: plan.payer.name })}</li>
        ) : null}
      </ul>
      {over > 0 ? (
        <p className="mt-3 text-sm font-medium text-destructive">
          {t("teams:plan.change.overWarning", { over })}
        </p>
      ) : null}
      <Form method="post" action={localize(path)} className="mt-4">
        <input type="hidden" name="intent" value="change" />
        <input type="hidden" name="seats" value={quote.toSeats} />
        <input type="hidden" name="from" value={quote.fromSeats} />
        <input type="hidden" name="prorationDate" value={quote.prorationDate} />
        <Button type="submit" disabled={pending}>
          {pending
            ? t("billing:actions.processing")
            : t("teams:plan.change.confirm.submit", { seats: quote.toSeats })}
          <ArrowRight aria-hidden="true" />
        </Button>
      </Form>
    </div>
  );
}

export function RenewalForm({ path, answer, plan }: FormArgs & { plan: TeamPlanView }) {
  const t = useT();
  const localize = useLocalize();
  const schema = useMemo(() => renewalSchema(t), [t]);
  const [form, fields] = useSchemaForm({ id: "plan-renewal", schema, answer });
  const pending = usePendingSubmit(path, "renewal");
  const until = plan.until ?? "";
  const error = fields.choice.errors?.[0];
  return (
    <section aria-labelledby="plan-renewal-title" className={sectionClass}>
      <h3 id="plan-renewal-title" className="text-lg font-semibold">
        {t("teams:plan.renewal.title")}
      </h3>
      <p className="mt-2 text-sm text-muted-foreground">
        {plan.cancelAtPeriodEnd
          ? t("teams:plan.renewal.resumeNote", { until })
          : t("teams:plan.renewal.cancelNote", { until, free: teamPlan.freeSeats })}
      </p>
      <div className="mt-4">
        <FormErrors form={form} title={answer?.title} takeFocus={answer ?? false} />
        <Form method="post" action={localize(path)} {...getFormProps(form)}>
          <input type="hidden" name="intent" value="renewal" />
          <Button
            type="submit"
            name={fields.choice.name}
            value={plan.cancelAtPeriodEnd ? "resume" : "cancel"}
            variant={plan.cancelAtPeriodEnd ? "default" : "outline"}
            disabled={pending}
            aria-describedby={error ? fields.choice.errorId : undefined}
          >
            {pending
              ? t("billing:actions.saving")
              : plan.cancelAtPeriodEnd
                ? t("teams:plan.renewal.resume")
                : t("teams:plan.renewal.cancel")}
          </Button>
          {error ? (
            <p id={fields.choice.errorId} className="mt-2 text-sm font-medium text-destructive">
              {error}
            </p>
          ) : null}
        </Form>
      </div>
    </section>
  );
}

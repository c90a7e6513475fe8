import { SiteLink } from "~/components/common/site-link";
import { CalendarClock, UsersRound, Wallet } from "lucide-react";
import { useId, useState, type ReactElement } from "react";
import { Badge } from "~/components/ui/badge";
import { FormAlert } from "~/components/ui/form-alert";
import { Input } from "~/components/ui/input";
import { Progress } from "~/components/ui/progress";
import { formatPrice, teamPlan, teamPriceCents } from "~/config/plans";
import { useT } from "~/i18n/use-t";

/**
 * A team's plan as its plan page shows it (issue 23, decision 042): the plan, its state and who
 * pays, and the seats used of what it holds, with the members over it after a downgrade.
 */

export interface TeamPlanView {
  seats: number;
  status: string;
  /** The end of the period paid for (ISO), or null. */
  until: string | null;
  cancelAtPeriodEnd: boolean;
  payer: { name: string; you: boolean } | null;
  /** The seats can be changed and the renewal cancelled or resumed from the page. */
  changeable: boolean;
  /** Bought through the other provider than the one the site runs on now. */
  otherProvider: boolean;
}

const statusLabels = {
  trialing: "billing:status.trial",
  active: "billing:status.active",
  past_due: "billing:status.pastDue",
  unpaid: "billing:status.pastDue",
  canceled: "billing:status.cancelled",
} as const;

export function PlanSummary({ plan }: { plan: TeamPlanView | null }) {
  const t = useT();
  if (!plan) {
    return (
      <div className="rounded-xl border p-6" data-testid="team-plan">
        <div className="flex flex-wrap items-center gap-3">
          <h3 className="text-xl font-bold">{t("teams:plan.free.name")}</h3>
          <Badge variant="secondary">{t("teams:plan.free.badge")}</Badge>
        </div>
        <p className="mt-2 text-sm text-muted-foreground">
          {t("teams:plan.free.line", { free: teamPlan.freeSeats })}
        </p>
      </div>
    );
  }
  const status = plan.cancelAtPeriodEnd
    ? t("billing:subscription.cancelsAtPeriodEnd")
    : t(statusLabels[plan.status as keyof typeof statusLabels] ?? "billing:status.active");
  return (
    <div className="rounded-xl border-2 border-primary p-6" data-testid="team-plan">
      <div className="flex flex-wrap items-center gap-3">
        <h3 className="text-xl font-bold">{t(teamPlan.name)}</h3>
        <Badge variant={plan.cancelAtPeriodEnd ? "secondary" : "default"}>{status}</Badge>
      </div>
      <p className="mt-2 font-semibold">
        {t("teams:plan.summary.seats", {
          seats: plan.seats,
          price: formatPrice(teamPriceCents(plan.seats), t.locale),
        })}
      </p>
      <ul className="mt-3 flex flex-col gap-2 text-sm">
        {plan.until ? (
          <Line icon={<CalendarClock />}>
            {plan.status === "past_due" || plan.status === "unpaid"
              ? t("teams:plan.summary.pastDue", { until: plan.until })
              : plan.status === "canceled"
                ? t("teams:plan.summary.endedByProvider", { until: plan.until })
                : plan.cancelAtPeriodEnd
                  ? t("teams:plan.summary.ends", { until: plan.until, free: teamPlan.freeSeats })
                  : t("teams:plan.summary.renews", { until: plan.until })}
          </Line>
        ) : null}
        {plan.payer ? (
          <Line icon={<Wallet />}>
            {plan.payer.you
              ? t("teams:plan.summary.paidByYou")
              : t("teams:plan.summary.paidBy", { name: plan.payer.name })}
          </Line>
        ) : null}
      </ul>
      {plan.otherProvider ? (
        <p className="mt-4 text-sm text-muted-foreground">
          {t("teams:plan.refused.otherProvider")}
        </p>
      ) : null}
    </div>
  );
}

function Line({ icon, children }: { icon: ReactElement; children: string }) {
  return (
    <li className="flex items-start gap-2">
      <span className="mt-0.5 shrink-0 text-muted-foreground [&>svg]:size-4" aria-hidden="true">
        {icon}
      </span>
      <span>{children}</span>
    </li>
  );
}

/**
 * Seats used of what the team holds (the members page and the Plan page). Over it after a smaller
 * plan, the team keeps everyone and is told that nobody can join until seats are added or members
 * leave; with `planHref` (the team's admins on the members page), the way to add seats.
 */
export function SeatUsage({
  members,
  capacity,
  headingLevel = "h3",
  planHref,
}: {
  members: number;
  capacity: number;
  headingLevel?: "h2" | "h3";
  planHref?: string;
}) {
  const t = useT();
  const over = Math.max(members - capacity, 0);
  const labelId = useId();
  const Heading = headingLevel;
  const free = capacity <= teamPlan.freeSeats;
  return (
    <section aria-labelledby={labelId} className="rounded-xl border p-6">
      <Heading id={labelId} className="flex items-center gap-2 text-lg font-semibold">
        <UsersRound className="size-5 text-primary" aria-hidden="true" />
        {t("teams:plan.usage.title")}
      </Heading>
      <p className="mt-2 text-sm" data-testid="seats-used">
        {t("teams:plan.usage.line", { members, capacity })}
      </p>
      <Progress
        className="mt-3"
        value={(Math.min(members, capacity) / capacity) * 100}
        aria-label={t("teams:plan.usage.line", { members, capacity })}
        indicatorClassName={over > 0 ? "bg-destructive" : undefined}
      />
      {over > 0 ? (
        <div className="mt-4" data-testid="seats-over">
          <FormAlert title={t("teams:plan.usage.over.title", { over })}>
            {t("teams:plan.usage.over.body", { over })}
          </FormAlert>
        </div>
      ) : members >= capacity ? (
        <p className="mt-3 text-sm text-muted-foreground">{t("teams:plan.usage.full")}</p>
      ) : null}
      {planHref && free ? (
        <p className="mt-3 text-sm">
          {t("teams:members.seats.free", { seats: teamPlan.freeSeats })}
        </p>
      ) : null}
      {planHref && (over > 0 || members >= capacity || free) ? (
        <p className="mt-3 text-sm">
          <SiteLink
            to={planHref}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            {t("teams:members.seats.plan")}
          </SiteLink>
        </p>
      ) : null}
    </section>
  );
}

/**
 * The number of seats, with what they cost a month worked out as it is typed. The field is the
 * form's (Conform passes its name, value and error through `Field`); the line under it is said
 * politely by screen readers as the number changes.
 */
export function SeatsInput({
  min,
  onSeats,
  ...props
}: {
  min: number;
  /** Told the number as it is typed (NaN while it is none), for a price shown elsewhere too. */
  onSeats?: (seats: number) => void;
} & Record<string, unknown>) {
  const t = useT();
  const [typed, setTyped] = useState(String(props.defaultValue ?? ""));
  const seats = Number(typed);
  const known = typed.trim() !== "" && Number.isInteger(seats) && seats >= 1;
  return (
    <>
      <Input
        {...props}
        type="number"
        inputMode="numeric"
        min={min}
        max={teamPlan.maxSeats}
        step={1}
        className="max-w-40"
        onInput={(event) => {
          const value = event.currentTarget.value;
          setTyped(value);
          onSeats?.(value.trim() === "" ? Number.NaN : Number(value));
        }}
      />
      <p className="text-sm" aria-live="polite" data-testid="seats-total">
        {known && seats <= teamPlan.maxSeats
          ? t("teams:plan.seats.total", {
              seats,
              price: formatPrice(teamPriceCents(seats), t.locale),
            })
          : t("teams:plan.price", { price: formatPrice(teamPlan.seatPriceCents, t.locale) })}
      </p>
    </>
  );
}

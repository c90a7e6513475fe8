import { ArrowRight, Check, UsersRound } from "lucide-react";
import { SiteLink } from "~/components/common/site-link";
import { Button } from "~/components/ui/button";
import { formatPrice, teamPlan } from "~/config/plans";
import type { Translate } from "~/i18n/translate";
import { useT } from "~/i18n/use-t";

/** The anchor of the Teams section on /pricing, which the footer's "Team Assessment" opens. */
export const teamsPricingAnchor = "teams";

/** Where a team is made: its plan is then bought from the team's own plan page. */
const teamsPath = "/teams";

/**
 * The Teams plan on /pricing (issue 23, decision 042): the price per seat per month, the free team
 * of 5, what a team gets, and the way in: a signed-in person goes to their teams to make one and
 * buy seats from its plan page; a visitor signs up first and comes back to the teams. A person
 * never buys the Teams plan for themselves here. `english`: the page's language has no teams text
 * yet, so the section says it is in English.
 */
export function TeamsPricing({ signedIn, english }: { signedIn: boolean; english: boolean }) {
  const t = useT();
  const cta = signedIn
    ? { to: teamsPath, label: t("teams:plan.pricing.ctaSignedIn") }
    : {
        to: `/auth?${new URLSearchParams({ mode: "signup", redirectTo: teamsPath })}`,
        label: t("teams:plan.pricing.ctaSignedOut"),
      };
  return (
    <section
      id={teamsPricingAnchor}
      aria-labelledby="teams-pricing-title"
      lang={english ? "en" : undefined}
      // The anchor lands below the sticky header, not under it.
      className="mt-12 scroll-mt-24 rounded-xl border bg-background p-8 shadow-sm"
    >
      <div className="grid gap-8 md:grid-cols-[1fr_auto] md:items-start">
        <div>
          <h2
            id="teams-pricing-title"
            className="flex items-center gap-2 text-2xl font-bold tracking-tight"
          >
            <UsersRound className="size-6 shrink-0 text-primary" aria-hidden="true" />
            {t("teams:plan.pricing.title")}
          </h2>
          <p className="mt-2 text-muted-foreground">{t("teams:plan.pricing.lead")}</p>
          <ul className="mt-6 flex flex-col gap-3 text-sm">
            {teamPlan.features.map((feature) => (
              <li key={feature} className="flex items-start gap-2">
                <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                <span>{t(feature)}</span>
              </li>
            ))}
          </ul>
        </div>
        <div className="flex flex-col gap-3 rounded-lg bg-muted p-6 md:w-72">
          <p className="text-3xl font-extrabold tracking-tight">
            {t("teams:plan.price", { price: formatPrice(teamPlan.seatPriceCents, t.locale) })}
          </p>
          <p className="text-sm">{t("teams:plan.pricing.free", { free: teamPlan.freeSeats })}</p>
          <Button asChild size="lg" className="h-auto min-h-12 whitespace-normal py-2">
            <SiteLink to={cta.to}>
              {cta.label}
              <ArrowRight aria-hidden="true" />
            </SiteLink>
          </Button>
          <p className="text-xs text-muted-foreground">{t("teams:plan.pricing.how")}</p>
        </div>
      </div>
    </section>
  );
}

/** The Teams question of the pricing page's FAQ (and its JSON-LD), with the seat's price. */
export const teamsQuestion = (t: Translate) => ({
  question: t("teams:plan.pricing.faq.question"),
  answer: t("teams:plan.pricing.faq.answer", {
    price: formatPrice(teamPlan.seatPriceCents, t.locale),
    free: teamPlan.freeSeats,
    max: teamPlan.maxSeats,
  }),
});

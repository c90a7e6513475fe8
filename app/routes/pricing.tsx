import { ArrowRight, FileText } from "lucide-react";
import { data, Form } from "react-router";
import { SiteLink } from "~/components/common/site-link";
import type { Route } from "./+types/pricing";
import { getOptionalUser } from "~/auth/session.server";
import { loadEntitlements } from "~/billing/entitlements.server";
import {
  changePlanPath,
  isGranted,
  planStatus,
  type PlanStatusSource,
} from "~/billing/plan-status";
import { CheckoutButton } from "~/components/billing/checkout-button";
import { PlanCard, PlanCheckoutLabel } from "~/components/billing/plan-card";
import { Faq } from "~/components/common/faq";
import { JsonLd } from "~/components/common/json-ld";
import { Container, PageHero } from "~/components/common/page-hero";
import { Button } from "~/components/ui/button";
import { formatPrice, plans, premiumReport, type Plan } from "~/config/plans";
import { hasOwnText, localeOf, pageMessages } from "~/i18n/messages.server";
import { TeamsPricing, teamsQuestion } from "~/components/teams/teams-pricing";
import { translatedMeta } from "~/i18n/meta-t";
import type { Translate } from "~/i18n/translate";
import { useT } from "~/i18n/use-t";
import { contentCacheControl, contentHeaders } from "~/lib/cache.server";
import { loggableError } from "~/lib/errors.server";
import { logger } from "~/lib/logger.server";
import { pageMeta, siteUrlOf } from "~/lib/meta";
import { ogImage, ogPaths } from "~/lib/og";
import { faqLd } from "~/lib/json-ld";
import type { PageTextHandle } from "~/i18n/page-text";
import { useLocalize } from "~/i18n/use-language";

/** Its text's languages (app/i18n/page-text.ts). */
export const handle: PageTextHandle = { pageText: "pricing" };

/**
 * The plans. Anonymous visitors share one page (the page cache, decision 011): what the provider
 * offers is the same for everyone. A subscriber sees their own plan marked, and "Switch to" on the
 * other plan instead of a buy button (decision 025). Below them the Teams plan (decision 042),
 * bought for a team from its own plan page: its button leads to the teams, through sign-up for a
 * visitor.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const locale = localeOf(params);
  const offersPayPal = context.billing.offersPayPal;
  let subscription: SubscriberPlan | null = null;
  let signedIn = false;
  try {
    const user = await getOptionalUser(request, context);
    signedIn = Boolean(user);
    const row = user && (await loadEntitlements(context.db, user.id)).subscription;
    if (row) {
      subscription = {
        planType: row.planType,
        status: row.status,
        currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null,
        trialEnd: row.trialEnd?.toISOString() ?? null,
        cancelAtPeriodEnd: row.cancelAtPeriodEnd,
        provider: row.provider,
        // Why the other plan cannot be switched to now (decision 025), or null. Premium granted
        // by the team has no plan to switch: the note says who granted it.
        switchNote: isGranted(row)
          ? "billing:status.granted"
          : row.status === "canceled"
            ? "pricing:switch.ended"
            : row.cancelAtPeriodEnd
              ? "pricing:switch.ending"
              : row.status === "active" || row.status === "trialing"
                ? null
                : "pricing:switch.unpaid",
      };
    }
  } catch (error) {
    // The plans are still worth showing; the buy buttons refuse a second subscription anyway.
    logger().error({ error: loggableError(error) }, "Could not read the subscription for /pricing");
  }
  return data(
    {
      offersPayPal,
      subscription,
      signedIn,
      // The Teams section is English until the teams catalogue is translated (tier 3).
      teamsInPageLanguage: hasOwnText(locale, "teams"),
      i18n: pageMessages(locale, ["billing", "pricing", "teams"]),
    },
    { headers: { "Cache-Control": contentCacheControl(request) } },
  );
}
export const headers = contentHeaders;

interface SubscriberPlan extends PlanStatusSource {
  switchNote:
    | "pricing:switch.ended"
    | "pricing:switch.ending"
    | "pricing:switch.unpaid"
    | "billing:status.granted"
    | null;
}

export const meta: Route.MetaFunction = (args) =>
  translatedMeta(args, (t) =>
    pageMeta(t("pricing:meta.title"), t("pricing:meta.description"), {
      siteUrl: siteUrlOf(args.matches),
      image: ogImage(ogPaths.page("pricing"), t("pricing:meta.imageAlt"), t.locale),
    }),
  );

/**
 * The questions, with the trial's and the plan's prices as the page's language writes them; the
 * Teams plan's once the page's language has its words (the FAQ and its JSON-LD in one language).
 */
function faq(t: Translate, offersPayPal: boolean, withTeams: boolean) {
  const twoMonth = plans.find((plan) => plan.trial)!;
  return [
    {
      question: t("pricing:faq.trial.question"),
      answer: t("pricing:faq.trial.answer", {
        trialPrice: formatPrice(twoMonth.trial!.priceCents, t.locale),
        price: formatPrice(twoMonth.priceCents, t.locale),
      }),
    },
    { question: t("pricing:faq.change.question"), answer: t("pricing:faq.change.answer") },
    {
      question: t("pricing:faq.payment.question"),
      answer: t(offersPayPal ? "pricing:faq.payment.answerPayPal" : "pricing:faq.payment.answer"),
    },
    { question: t("pricing:faq.cancel.question"), answer: t("pricing:faq.cancel.answer") },
    ...(withTeams ? [teamsQuestion(t)] : []),
  ];
}

export default function Pricing({ loaderData }: Route.ComponentProps) {
  const { subscription, offersPayPal, signedIn, teamsInPageLanguage } = loaderData;
  const t = useT();
  const questions = faq(t, offersPayPal, teamsInPageLanguage);
  return (
    <>
      <PageHero eyebrow={t("pricing:hero.eyebrow")} title={t("pricing:hero.title")}>
        {t("pricing:hero.body")}
      </PageHero>
      <Container className="max-w-5xl pb-16">
        <div className="grid gap-8 pt-3 md:grid-cols-2">
          {plans.map((plan) => (
            <PlanCard
              key={plan.id}
              plan={plan}
              current={subscription?.planType === plan.id}
              // A switch starts no trial: the account's one trial is for its first subscription.
              withTrial={!subscription}
              action={
                subscription ? (
                  <SubscriberAction plan={plan} subscription={subscription} />
                ) : (
                  <CheckoutButton
                    item={plan.id}
                    from="pricing"
                    signInMessage="billing:signIn.onPricing"
                    size="lg"
                    className="w-full"
                    variant={plan.popular ? "default" : "outline"}
                  >
                    <PlanCheckoutLabel plan={plan} />
                  </CheckoutButton>
                )
              }
            />
          ))}
        </div>
        <div className="mt-10 flex flex-col items-center gap-3 rounded-xl bg-muted p-6 text-center sm:flex-row sm:text-start">
          <FileText className="size-8 shrink-0 text-primary" aria-hidden="true" />
          <p className="text-sm text-muted-foreground">
            <span className="font-semibold text-foreground">
              {t("pricing:report.lead", {
                name: t(premiumReport.name),
                price: formatPrice(premiumReport.priceCents, t.locale),
              })}
            </span>{" "}
            {t("pricing:report.body")}
          </p>
        </div>
        <TeamsPricing signedIn={signedIn} english={!teamsInPageLanguage} />
      </Container>
      <Container className="pb-20">
        <Faq items={questions} title={t("pricing:faq.title")} />
        <JsonLd data={faqLd(questions)} />
      </Container>
    </>
  );
}

/** A subscriber's own plan says where it stands; the other plan offers the switch. */
function SubscriberAction({ plan, subscription }: { plan: Plan; subscription: SubscriberPlan }) {
  const t = useT();
  const localize = useLocalize();
  if (subscription.planType === plan.id) {
    return (
      <div className="flex flex-col gap-3">
        <p className="text-sm" data-testid="plan-status">
          {planStatus(subscription, t).line}
        </p>
        {/* The billing portal (Stripe) or the sandbox subscription page (departures #7); premium
            granted by the team has neither. */}
        {isGranted(subscription) ? null : (
          <Form method="post" action={localize("/billing/manage")}>
            <Button
              type="submit"
              size="lg"
              variant="outline"
              className="h-auto min-h-12 w-full whitespace-normal py-2"
            >
              {t("billing:actions.manage")}
            </Button>
          </Form>
        )}
      </div>
    );
  }
  if (subscription.switchNote) {
    return <p className="text-sm text-muted-foreground">{t(subscription.switchNote)}</p>;
  }
  return (
    // Wraps on a narrow card rather than run out of it.
    <Button asChild size="lg" className="h-auto min-h-12 w-full whitespace-normal py-2 text-center">
      <SiteLink to={changePlanPath(plan)}>
        {t("billing:plans.switchTo", { plan: t(plan.name) })}
        <ArrowRight aria-hidden="true" />
      </SiteLink>
    </Button>
  );
}

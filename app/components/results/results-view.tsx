import { Download, ImageDown, Loader2, RotateCcw, Share2, Sparkles } from "lucide-react";
import { useEffect, useRef } from "react";
import { SiteLink } from "~/components/common/site-link";
import { toast } from "sonner";
import type { PersonalityProfile } from "~/assessment/profile-types";
import type { Result } from "~/assessment/scoring";
import { CheckoutButton } from "~/components/billing/checkout-button";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { formatPrice, premiumReport } from "~/config/plans";
import type { Translate } from "~/i18n/translate";
import { useLocalize } from "~/i18n/use-language";
import { useT } from "~/i18n/use-t";
import { ogPathIn, ogPaths, shareFileName } from "~/lib/og";
import { resultPdfFileName, resultPdfHref } from "~/lib/result-pdf";
import type { PremiumReport } from "~/premium/report";
import type { ResultStanding } from "~/statistics/standing";
import { DimensionsCard } from "./dimension-bars";
import { PremiumReportSection } from "./premium-report";
import { PublishButton, type PublishSource } from "./publish-dialog";
import { ProfileTabs } from "./profile-tabs";
import { TypeHeadline } from "./type-headline";

async function share(t: Translate, result: Result, profile: PersonalityProfile) {
  const url = `${window.location.origin}/personality-types/${result.code.toLowerCase()}`;
  const names = { type: result.type, name: profile.name };
  const text = t("results:share.text", names);
  if (typeof navigator.share === "function") {
    try {
      await navigator.share({ title: t("results:share.title", names), text, url });
      return;
    } catch (error) {
      // Closing the share sheet is not a failure.
      if ((error as Error).name === "AbortError") return;
    }
  }
  try {
    await navigator.clipboard.writeText(`${text} ${url}`);
    toast.success(t("results:share.copied"), { description: t("results:share.copiedText") });
  } catch {
    toast.error(t("results:share.copyFailed"), { description: url });
  }
}

interface Purchase {
  from: "personality-test" | "results";
  testSessionId?: string;
  signInReturnTo?: string;
}

/** The results screen (spec §2 "/personality-test", Results), shared with saved results. */
export function ResultsView({
  result,
  profile,
  onRetake,
  premiumReport: report,
  purchase = { from: "personality-test" },
  premiumLoading = false,
  focusHeading = false,
  publish,
  savedId,
  standing,
}: {
  result: Result;
  /** undefined while loading; null when the type has no profile. */
  profile: PersonalityProfile | null | undefined;
  onRetake: () => void;
  /** The premium report, from loader data: present only when the server found the user entitled. */
  premiumReport?: PremiumReport | null;
  /**
   * Where "Get Premium Report" buys from, the saved result it buys for (none: not saved), and
   * where a visitor comes back to after signing in from its toast (by default this page).
   */
  purchase?: Purchase;
  /** The user is entitled and the report is on its way: no offer to buy it meanwhile. */
  premiumLoading?: boolean;
  /** Move focus to the result's heading once it is on screen (it may wait for the profile). */
  focusHeading?: boolean;
  /** What "Publish" makes a public page from (issue 20); no button without it. */
  publish?: PublishSource;
  /**
   * The saved result's id, when it is saved to the signed-in user's account: its PDF then comes
   * from the account, with the premium report when the reader may read it.
   */
  savedId?: string;
  /**
   * The result against everyone who took the test (issue 22): the badge's figure and the
   * percentiles. Undefined while it loads: the badge then names the category alone.
   */
  standing?: ResultStanding;
}) {
  const t = useT();
  const localize = useLocalize();
  const heading = useRef<HTMLHeadingElement>(null);
  const focused = useRef(false);
  const shown = profile !== undefined;
  useEffect(() => {
    // Once, when the heading first appears: focus would otherwise stay with the button that is
    // gone (the upsell's Continue), which leaves it on the page body.
    if (!focusHeading || !shown || focused.current) return;
    focused.current = true;
    heading.current?.focus();
  }, [focusHeading, shown]);

  if (profile === undefined) {
    // A screen tall, so the footer does not jump into view and out again while the profile loads.
    return (
      <div
        role="status"
        className="flex min-h-dvh flex-1 items-center justify-center gap-3 py-24 text-muted-foreground"
      >
        <Loader2 className="size-6 animate-spin" aria-hidden="true" />
        {t("results:view.loading")}
      </div>
    );
  }

  if (profile === null) {
    return (
      <section className="flex flex-1 items-center justify-center px-4 py-24">
        <Card className="max-w-md text-center">
          <CardHeader>
            <CardTitle as="h1" ref={heading} tabIndex={-1} className="text-2xl focus:outline-none">
              {t("results:view.notFoundTitle")}
            </CardTitle>
          </CardHeader>
          <CardContent>
            <p className="text-muted-foreground">
              {t("results:view.notFoundText", { type: result.type })}
            </p>
            <Button className="mt-6" onClick={onRetake}>
              <RotateCcw aria-hidden="true" />
              {t("results:view.retakeTest")}
            </Button>
          </CardContent>
        </Card>
      </section>
    );
  }

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6 sm:py-14">
      <header className="text-center">
        <TypeHeadline
          eyebrow={t("results:view.eyebrow")}
          type={result.type}
          profile={profile}
          frequency={standing?.frequency}
          headingRef={heading}
          focusable
        />
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Button variant="outline" onClick={() => share(t, result, profile)}>
            <Share2 aria-hidden="true" />
            {t("results:view.share")}
          </Button>
          {publish ? <PublishButton result={result} source={publish} /> : null}
          {/* The PDF (decision 036): drawn by the server in this page's language, from the type
              and five scores in the address or the saved result; a plain link, so it works
              without JavaScript, in every language. */}
          <Button variant="outline" asChild>
            <a
              href={localize(resultPdfHref(result, savedId))}
              download={resultPdfFileName(result.type)}
            >
              <Download aria-hidden="true" />
              {t("results:view.download")}
            </a>
          </Button>
          {/* The share card (decision 030): drawn by the server from the type and five scores
              in the address, never the answers; a plain link, so it works without JavaScript. */}
          <Button variant="outline" asChild>
            <a
              href={ogPathIn(t.locale, ogPaths.share(result))}
              download={shareFileName(result.type)}
            >
              <ImageDown aria-hidden="true" />
              {t("results:view.downloadImage")}
            </a>
          </Button>
          <Button variant="outline" onClick={onRetake}>
            <RotateCcw aria-hidden="true" />
            {t("results:view.retake")}
          </Button>
        </div>
      </header>

      <div className="mt-12 grid gap-8 lg:grid-cols-[20rem_1fr]">
        <DimensionsCard
          title={t("results:view.dimensionsTitle")}
          scores={result.dimensions}
          standing={standing}
        />
        <Card>
          <CardContent className="pt-6">
            <ProfileTabs profile={profile} />
          </CardContent>
        </Card>
      </div>

      {report ? (
        <PremiumReportSection report={report} result={result} />
      ) : premiumLoading ? (
        <p
          role="status"
          className="mt-10 flex items-center justify-center gap-3 text-muted-foreground"
        >
          <Loader2 className="size-5 animate-spin" aria-hidden="true" />
          {t("results:view.premiumLoading")}
        </p>
      ) : (
        <PremiumOffer result={result} purchase={purchase} />
      )}
    </div>
  );
}

/** The 'Want Deeper Insights?' banner, for a result without the premium report. */
function PremiumOffer({ result, purchase }: { result: Result; purchase: Purchase }) {
  const t = useT();
  return (
    <section className="mt-10 flex flex-col items-center gap-4 rounded-xl bg-gradient-to-r from-brand to-brand-deep px-6 py-8 text-center text-white sm:flex-row sm:text-start">
      <Sparkles className="size-10 shrink-0" aria-hidden="true" />
      <div className="flex-1">
        <h2 className="text-xl font-bold">{t("results:offer.title")}</h2>
        <p className="mt-1 text-white/85">{t("results:offer.text", { type: result.type })}</p>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row">
        <CheckoutButton
          item="premium-report"
          from={purchase.from}
          testSessionId={purchase.testSessionId}
          signInReturnTo={purchase.signInReturnTo}
          variant="inverse"
        >
          {t("results:offer.buy", { price: formatPrice(premiumReport.priceCents) })}
        </CheckoutButton>
        <Button asChild variant="ghost" className="text-white hover:bg-white/10">
          <SiteLink to="/pricing">{t("results:offer.learnMore")}</SiteLink>
        </Button>
      </div>
    </section>
  );
}

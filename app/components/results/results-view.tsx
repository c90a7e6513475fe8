import { Download, ImageDown, Loader2, RotateCcw, Share2, Sparkles } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import type { PersonalityProfile } from "~/assessment/profile-types";
import type { Result } from "~/assessment/scoring";
import { CheckoutButton } from "~/components/billing/checkout-button";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { formatPrice, premiumReport } from "~/config/plans";
import { site } from "~/config/site";
import { ogPaths, shareFileName } from "~/lib/og";
import type { PremiumReport } from "~/premium/report";
import { DimensionsCard } from "./dimension-bars";
import { PremiumReportSection } from "./premium-report";
import { PublishButton, type PublishSource } from "./publish-dialog";
import { ProfileTabs } from "./profile-tabs";
import { TypeHeadline } from "./type-headline";

async function share(result: Result, profile: PersonalityProfile) {
  const url = `${window.location.origin}/personality-types/${result.code.toLowerCase()}`;
  const text = `I'm ${result.type}, ${profile.name}, on ${site.name}.`;
  if (typeof navigator.share === "function") {
    try {
      await navigator.share({ title: `${result.type} — ${profile.name}`, text, url });
      return;
    } catch (error) {
      // Closing the share sheet is not a failure.
      if ((error as Error).name === "AbortError") return;
    }
  }
  try {
    await navigator.clipboard.writeText(`${text} ${url}`);
    toast.success("Link copied", { description: "Paste it anywhere to share your type." });
  } catch {
    toast.error("Could not copy the link", { description: url });
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
}) {
  const [downloading, setDownloading] = useState(false);
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
        Loading your result...
      </div>
    );
  }

  if (profile === null) {
    return (
      <section className="flex flex-1 items-center justify-center px-4 py-24">
        <Card className="max-w-md text-center">
          <CardHeader>
            <CardTitle as="h1" ref={heading} tabIndex={-1} className="text-2xl focus:outline-none">
              Results Not Found
            </CardTitle>
          </CardHeader>
          <CardContent>
            <p className="text-muted-foreground">
              We could not find a profile for {result.type}. Please take the test again.
            </p>
            <Button className="mt-6" onClick={onRetake}>
              <RotateCcw aria-hidden="true" />
              Retake Test
            </Button>
          </CardContent>
        </Card>
      </section>
    );
  }

  async function download() {
    if (!profile) return;
    setDownloading(true);
    try {
      const { downloadResultPdf } = await import("./result-pdf");
      downloadResultPdf(result, profile, report ?? undefined);
    } catch {
      toast.error("Download failed", { description: "Please try again in a moment." });
    } finally {
      setDownloading(false);
    }
  }

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6 sm:py-14">
      <header className="text-center">
        <TypeHeadline
          eyebrow="Your personality type"
          type={result.type}
          profile={profile}
          headingRef={heading}
          focusable
        />
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Button variant="outline" onClick={() => share(result, profile)}>
            <Share2 aria-hidden="true" />
            Share
          </Button>
          {publish ? <PublishButton result={result} source={publish} /> : null}
          <Button variant="outline" onClick={download} disabled={downloading}>
            {downloading ? (
              <Loader2 className="animate-spin" aria-hidden="true" />
            ) : (
              <Download aria-hidden="true" />
            )}
            Download
          </Button>
          {/* The share card (decision 030): drawn by the server from the type and five scores
              in the address, never the answers; a plain link, so it works without JavaScript. */}
          <Button variant="outline" asChild>
            <a href={ogPaths.share(result)} download={shareFileName(result.type)}>
              <ImageDown aria-hidden="true" />
              Download image
            </a>
          </Button>
          <Button variant="outline" onClick={onRetake}>
            <RotateCcw aria-hidden="true" />
            Retake
          </Button>
        </div>
      </header>

      <div className="mt-12 grid gap-8 lg:grid-cols-[20rem_1fr]">
        <DimensionsCard title="Your five dimensions" scores={result.dimensions} />
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
          Loading your Premium Report...
        </p>
      ) : (
        <PremiumOffer result={result} purchase={purchase} />
      )}
    </div>
  );
}

/** The 'Want Deeper Insights?' banner, for a result without the premium report. */
function PremiumOffer({ result, purchase }: { result: Result; purchase: Purchase }) {
  return (
    <section className="mt-10 flex flex-col items-center gap-4 rounded-xl bg-gradient-to-r from-brand to-brand-deep px-6 py-8 text-center text-white sm:flex-row sm:text-left">
      <Sparkles className="size-10 shrink-0" aria-hidden="true" />
      <div className="flex-1">
        <h2 className="text-xl font-bold">Want Deeper Insights?</h2>
        <p className="mt-1 text-white/85">
          The premium report explores each of your five scores, with a growth plan and career and
          relationship guidance written for {result.type}.
        </p>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row">
        <CheckoutButton
          item="premium-report"
          from={purchase.from}
          testSessionId={purchase.testSessionId}
          signInReturnTo={purchase.signInReturnTo}
          variant="inverse"
        >
          Get Premium Report - {formatPrice(premiumReport.priceCents)}
        </CheckoutButton>
        <Button asChild variant="ghost" className="text-white hover:bg-white/10">
          <Link to="/pricing">Learn More</Link>
        </Button>
      </div>
    </section>
  );
}

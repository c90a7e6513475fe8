import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { data } from "react-router";
import type { Route } from "./+types/personality-test";
import { contentCacheControl, contentHeaders } from "~/lib/cache.server";
import { localeOf, pageMessages } from "~/i18n/messages.server";
import type { PersonalityProfile } from "~/assessment/profile-types";
import { loadProfile } from "~/assessment/load-profile";
import { computeResult, type Responses, type Result } from "~/assessment/scoring";
import { Analysing } from "~/components/test/analysing";
import { TestRunner } from "~/components/test/test-runner";
import { testStore, useTestState } from "~/components/test/test-store";
import { Upsell } from "~/components/test/upsell";
import { testConstants } from "~/config/test";
import { announceSave, saveResult } from "~/components/test/save-result";
import { useOptionalUser } from "~/lib/use-user";
import { toast } from "sonner";
import { metaT } from "~/i18n/meta-t";
import { statementsFor } from "~/i18n/statements.server";
import type { Translate } from "~/i18n/translate";
import { useLanguage } from "~/i18n/use-language";
import { useT } from "~/i18n/use-t";
import { pageMeta, siteUrlOf } from "~/lib/meta";
import { ogImage, ogPaths } from "~/lib/og";

/**
 * The page's words and its 60 statements, in its language: the statements travel in the page's
 * data, not in its JavaScript. The results screen (app/components/results) appears on this page
 * when the test ends, and the upsell with its plans. The same for every visitor, so the page cache may share the page.
 */
export function loader({ request, params }: Route.LoaderArgs) {
  const locale = localeOf(params);
  return data(
    {
      i18n: pageMessages(locale, ["test", "results", "billing", "consent"]),
      statements: statementsFor(locale),
    },
    { headers: { "Cache-Control": contentCacheControl(request) } },
  );
}

export const headers = contentHeaders;

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  // Without its data (a failed load) the page shows the root's error page and its title.
  if (!loaderData) return matches[0]?.meta ?? [];
  const t = metaT(matches);
  return pageMeta(t("test:meta.title"), t("test:meta.description"), {
    siteUrl: siteUrlOf(matches),
    image: ogImage(ogPaths.page("test"), t("test:meta.imageAlt"), t.locale),
  });
};

/** The server's computation; null when it cannot be reached (the browser's own result stands). */
async function scoreOnServer(responses: Responses, locale: string): Promise<Result | null> {
  try {
    const response = await fetch("/api/score", {
      method: "POST",
      headers: { "Content-Type": "application/json", "Accept-Language": locale },
      body: JSON.stringify({ responses }),
    });
    if (!response.ok) return null;
    const body = (await response.json()) as { result?: Result };
    return body.result ?? null;
  } catch {
    return null;
  }
}

// The results screen (tabs, bars, share and download) loads while the analysing screen shows, so
// the test itself starts with less JavaScript.
const loadResultsView = () => import("~/components/test/results-stage");
const ResultsStage = lazy(() => loadResultsView().then((m) => ({ default: m.ResultsStage })));

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Spec §4 "Submission": analysing for 2 seconds, compute, save if signed in, then the results
 * (directly for a subscriber, after the upsell for everyone else).
 */
async function complete(userId: string | null, t: Translate) {
  const { answers, submissionId } = testStore.get();
  // The browser's result is ready at once; the analysing screen covers the server's work.
  const local = computeResult(answers);
  void loadResultsView();
  testStore.update((state) => ({ ...state, stage: "analysing", result: local }));
  try {
    if (!userId) {
      const [server] = await Promise.all([
        scoreOnServer(answers, t.locale),
        wait(testConstants.analysingDelayMs),
      ]);
      // Both come from the same scoring module and must agree; the server's answer stands.
      testStore.update((state) => ({ ...state, stage: "upsell", result: server ?? local }));
      return;
    }
    const [outcome] = await Promise.all([
      saveResult(userId, answers, submissionId, t.locale),
      wait(testConstants.analysingDelayMs),
    ]);
    announceSave(outcome, t);
    if (outcome.kind === "saved") {
      testStore.update((state) => ({
        ...state,
        stage: outcome.saved.isPremium ? "results" : "upsell",
        result: outcome.result,
        saved: outcome.saved,
      }));
    } else {
      // Not saved: the result is still shown, and the results screen offers to save it again.
      testStore.update((state) => ({ ...state, stage: "upsell" }));
    }
  } catch {
    toast.error(t("test:save.errorTitle"), { description: t("test:save.errorUnexpected") });
    testStore.update((state) => ({ ...state, stage: "upsell", result: state.result ?? local }));
  }
}

// A screen tall, like the results it stands in for: the footer stays below the fold instead of
// jumping into view and out again (a layout shift) while the result loads.
function ResultsLoading() {
  const t = useT();
  return (
    <div
      role="status"
      className="flex min-h-dvh flex-1 items-center justify-center py-24 text-muted-foreground"
    >
      {t("test:page.loadingResult")}
    </div>
  );
}

export default function PersonalityTest({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const state = useTestState();
  const user = useOptionalUser();
  const [loaded, setLoaded] = useState<{ key: string; profile: PersonalityProfile | null }>();
  const resultKey = state.result?.type;
  const { code: locale } = useLanguage();

  useEffect(() => {
    // Fetch the profile as soon as the result is known, so it is ready after the upsell.
    if (!resultKey) return;
    let current = true;
    loadProfile(resultKey, locale).then(
      (profile) =>
        current && setLoaded({ key: `${locale}:${resultKey}`, profile: profile ?? null }),
      () => current && setLoaded({ key: `${locale}:${resultKey}`, profile: null }),
    );
    return () => {
      current = false;
    };
  }, [resultKey, locale]);

  const mainStage = useRef(state.stage);
  useEffect(() => {
    // A new stage starts at the top, with focus on its heading for screen-reader users.
    if (mainStage.current === state.stage) return;
    mainStage.current = state.stage;
    window.scrollTo({ top: 0 });
    document.querySelector<HTMLElement>("main h1")?.focus();
  }, [state.stage]);

  function retake() {
    testStore.reset();
  }

  if (state.stage === "analysing") return <Analysing />;
  if (state.stage === "upsell" && state.result) {
    return (
      <Upsell
        type={state.result.type}
        onContinue={() => testStore.update((current) => ({ ...current, stage: "results" }))}
      />
    );
  }
  if (state.stage === "results" && state.result) {
    const profile = loaded?.key === `${locale}:${state.result.type}` ? loaded.profile : undefined;
    return (
      <Suspense fallback={<ResultsLoading />}>
        <ResultsStage
          state={{ ...state, result: state.result }}
          user={user}
          profile={profile}
          onRetake={retake}
        />
      </Suspense>
    );
  }
  return (
    <>
      <noscript>
        <p className="mx-auto mt-6 max-w-3xl rounded-md border border-destructive/30 bg-destructive/10 p-4 text-sm">
          {t("test:page.noScript")}
        </p>
      </noscript>
      <TestRunner
        state={state}
        statements={loaderData.statements}
        onComplete={() => complete(user?.id ?? null, t)}
      />
    </>
  );
}

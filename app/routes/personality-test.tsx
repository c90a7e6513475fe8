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
import { site } from "~/config/site";
import { pageMeta, siteUrlOf } from "~/lib/meta";
import { ogImage, ogPaths } from "~/lib/og";

/** The same for everyone (the page cache keeps it): the upsell's plans and buttons' messages. */
export function loader({ request, params }: Route.LoaderArgs) {
  return data(
    { i18n: pageMessages(localeOf(params), ["billing"]) },
    { headers: { "Cache-Control": contentCacheControl(request) } },
  );
}
export const headers = contentHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    "Free Personality Test",
    "Sixty statements, about ten minutes: find your four-letter type and where you stand on five dimensions.",
    {
      siteUrl: siteUrlOf(matches),
      image: ogImage(
        ogPaths.page("test"),
        `${site.name}'s free personality test: sixty statements, about ten minutes`,
      ),
    },
  );

/** The server's computation; null when it cannot be reached (the browser's own result stands). */
async function scoreOnServer(responses: Responses): Promise<Result | null> {
  try {
    const response = await fetch("/api/score", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
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
async function complete(userId: string | null) {
  const { answers, submissionId } = testStore.get();
  // The browser's result is ready at once; the analysing screen covers the server's work.
  const local = computeResult(answers);
  void loadResultsView();
  testStore.update((state) => ({ ...state, stage: "analysing", result: local }));
  try {
    if (!userId) {
      const [server] = await Promise.all([
        scoreOnServer(answers),
        wait(testConstants.analysingDelayMs),
      ]);
      // Both come from the same scoring module and must agree; the server's answer stands.
      testStore.update((state) => ({ ...state, stage: "upsell", result: server ?? local }));
      return;
    }
    const [outcome] = await Promise.all([
      saveResult(userId, answers, submissionId),
      wait(testConstants.analysingDelayMs),
    ]);
    announceSave(outcome);
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
    toast.error("Error", { description: "Failed to save test results" });
    testStore.update((state) => ({ ...state, stage: "upsell", result: state.result ?? local }));
  }
}

// A screen tall, like the results it stands in for: the footer stays below the fold instead of
// jumping into view and out again (a layout shift) while the result loads.
function ResultsLoading() {
  return (
    <div
      role="status"
      className="flex min-h-dvh flex-1 items-center justify-center py-24 text-muted-foreground"
    >
      Loading your result...
    </div>
  );
}

export default function PersonalityTest() {
  const state = useTestState();
  const user = useOptionalUser();
  const [loaded, setLoaded] = useState<{ key: string; profile: PersonalityProfile | null }>();
  const resultKey = state.result?.type;

  useEffect(() => {
    // Fetch the profile as soon as the result is known, so it is ready after the upsell.
    if (!resultKey) return;
    let current = true;
    loadProfile(resultKey).then(
      (profile) => current && setLoaded({ key: resultKey, profile: profile ?? null }),
      () => current && setLoaded({ key: resultKey, profile: null }),
    );
    return () => {
      current = false;
    };
  }, [resultKey]);

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
    const profile = loaded?.key === state.result.type ? loaded.profile : undefined;
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
          The test needs JavaScript to record your answers as you go. Please turn it on to take the
          test.
        </p>
      </noscript>
      <TestRunner state={state} onComplete={() => complete(user?.id ?? null)} />
    </>
  );
}

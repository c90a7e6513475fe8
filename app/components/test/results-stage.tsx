import { useEffect } from "react";
import { useFetcher } from "react-router";
import type { PersonalityProfile } from "~/assessment/profile-types";
import { ResultsView } from "~/components/results/results-view";
import { StatisticsConsent } from "~/components/results/statistics-consent";
import type { loader as savedResultLoader } from "~/routes/test-results";
import { standingOf } from "~/statistics/standing";
import { useNorms } from "~/statistics/use-norms";
import { useRetake } from "./retake-dialog";
import { saveReturnPath } from "./save-result";
import { SaveResultOffer } from "./save-result-offer";
import type { TestState } from "./test-store";
import { useSaveOnReturn, useSaveToAccount } from "./use-save-to-account";

/**
 * The test's last stage: the offer to save (or the note that it is saved) above the results.
 * Loaded while the analysing screen shows, so the test itself starts with less JavaScript.
 */
export function ResultsStage({
  state,
  user,
  profile,
  onRetake,
}: {
  state: TestState & { result: NonNullable<TestState["result"]> };
  user: { id: string } | null;
  profile: PersonalityProfile | null | undefined;
  onRetake: () => void;
}) {
  const savedId =
    state.saved && user && state.saved.userId === user.id ? state.saved.sessionId : undefined;
  const premium = Boolean(savedId && state.saved?.isPremium);
  // The premium report comes from the saved result's loader, which sends it only to a user entitled
  // to it (a subscriber, even one who subscribed after saving, or a buyer of this result's report);
  // it is never part of this page's code.
  const saved = useFetcher<typeof savedResultLoader>();
  const { load } = saved;
  useEffect(() => {
    if (savedId) void load(`/test-results/${savedId}`);
  }, [savedId, load]);

  const saver = useSaveToAccount(user);
  useSaveOnReturn(state, user, saver.save);
  const retake = useRetake({ user, saver, onReset: onRetake });
  // Percentiles and the badge's figure (issue 22): the test page is one cached page for
  // everyone, so the norms come from their own small cached resource.
  const norms = useNorms();
  const standing =
    norms === undefined || !profile
      ? undefined
      : standingOf(state.result, norms, profile.frequency);

  return (
    <>
      <SaveResultOffer state={state} user={user} saver={saver} />
      <ResultsView
        result={state.result}
        profile={profile}
        onRetake={retake.request}
        premiumReport={saved.data?.premiumReport ?? null}
        premiumLoading={premium && saved.data === undefined}
        // A visitor who signs in to buy the report comes back to this result, saved: the report
        // is bought for a saved result.
        purchase={{
          from: "personality-test",
          testSessionId: savedId,
          signInReturnTo: saveReturnPath(state.submissionId),
        }}
        focusHeading
        savedId={savedId}
        standing={standing}
        publish={
          savedId
            ? { kind: "saved", sessionId: savedId }
            : { kind: "visitor", answers: state.answers }
        }
      />
      {profile ? (
        <StatisticsConsent user={user} answers={state.answers} submissionId={state.submissionId} />
      ) : null}
      {retake.dialog}
    </>
  );
}

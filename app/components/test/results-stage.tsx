import type { PersonalityProfile } from "~/assessment/profile-types";
import { ResultsView } from "~/components/results/results-view";
import { SaveResultOffer } from "./save-result-offer";
import type { TestState } from "./test-store";

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
  return (
    <>
      <SaveResultOffer state={state} user={user} />
      <ResultsView result={state.result} profile={profile} onRetake={onRetake} />
    </>
  );
}

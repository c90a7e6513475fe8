import { testConstants } from "~/config/test";
import type { Translate } from "~/i18n/translate";
import type { TestState } from "./test-store";

/** What pressing Retake would clear from this browser, so the confirmation can say so. */
export type RetakeLoss =
  /** Nothing is kept here: retaking asks nothing. */
  | { kind: "nothing" }
  /** A test in progress, with this many statements answered. */
  | { kind: "unfinished"; answered: number }
  /** A finished result; `inAccount` when the signed-in user has it saved. */
  | { kind: "result"; type: string; inAccount: boolean };

export function whatRetakeClears(state: TestState, userId: string | null): RetakeLoss {
  if (state.result && state.stage !== "test") {
    const inAccount = Boolean(userId && state.saved?.userId === userId);
    return { kind: "result", type: state.result.type, inAccount };
  }
  const answered = Object.keys(state.answers).length;
  return answered > 0 ? { kind: "unfinished", answered } : { kind: "nothing" };
}

/** The confirmation's sentence about what is lost. */
export function retakeWarning(
  t: Translate,
  loss: Exclude<RetakeLoss, { kind: "nothing" }>,
  signedIn: boolean,
) {
  if (loss.kind === "unfinished") {
    return t("test:retake.unfinished", {
      answered: loss.answered,
      total: testConstants.questionCount,
    });
  }
  const values = { type: loss.type };
  if (loss.inAccount) return t("test:retake.inAccount", values);
  return t(signedIn ? "test:retake.notInAccount" : "test:retake.notSaved", values);
}

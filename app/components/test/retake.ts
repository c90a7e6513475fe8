import { testConstants } from "~/config/test";
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
export function retakeWarning(loss: Exclude<RetakeLoss, { kind: "nothing" }>, signedIn: boolean) {
  if (loss.kind === "unfinished") {
    const answers = loss.answered === 1 ? "1 answer" : `${loss.answered} answers`;
    return `Starting again clears the test you have in progress in this browser: ${answers} of ${testConstants.questionCount}.`;
  }
  if (loss.inAccount) {
    return `Starting again clears your answers and your ${loss.type} result from this browser. The result stays saved in your account, where your dashboard lists it.`;
  }
  return signedIn
    ? `Starting again clears your answers and your ${loss.type} result from this browser. It is not in your account yet, so it would be gone for good.`
    : `Starting again clears your answers and your ${loss.type} result from this browser. It is not saved anywhere else, so it would be gone for good.`;
}

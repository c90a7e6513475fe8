import type { ScalePoint } from "~/assessment/questions";
import type { MessageKey } from "~/i18n/english";

/** The word under each point of the answer scale, a message of the test catalogue. */
export const scaleWords = {
  1: "test:scale.never",
  2: "test:scale.rarely",
  3: "test:scale.sometimes",
  4: "test:scale.neutral",
  5: "test:scale.often",
  6: "test:scale.usually",
  7: "test:scale.always",
} as const satisfies Record<ScalePoint, MessageKey>;

/** The words at the scale's ends: point 1 and point 7. */
export const scaleEnds = {
  low: "test:scale.low",
  high: "test:scale.high",
} as const satisfies Record<"low" | "high", MessageKey>;

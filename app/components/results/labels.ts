import type { Dimension } from "~/assessment/questions";
import type { Clarity, PoleCode } from "~/assessment/scoring";
import type { MessageKey } from "~/i18n/english";

/**
 * The words for scoring's codes (decision 034): scoring.ts stays language-neutral, and every page
 * that shows a dimension, a pole or how clear a preference is names them through these messages.
 */
export const dimensionKey = (dimension: Dimension) => `results:dimension.${dimension}` as const;

export const poleKey = (pole: PoleCode) => `results:pole.${pole}` as const;

/** "Clear preference", as on the result bars. */
export const clarityKey: Record<Clarity, MessageKey> = {
  slight: "results:clarity.slight",
  moderate: "results:clarity.moderate",
  clear: "results:clarity.clear",
  "very clear": "results:clarity.veryClear",
};

/** "clear", inside a sentence. */
export const clarityShortKey: Record<Clarity, MessageKey> = {
  slight: "results:clarityShort.slight",
  moderate: "results:clarityShort.moderate",
  clear: "results:clarityShort.clear",
  "very clear": "results:clarityShort.veryClear",
};

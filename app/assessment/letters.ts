import type { MessageKey } from "~/i18n/english";

/**
 * What each type letter stands for, in plain words (used for the type pages' fallback text):
 * messages of the types catalogue (app/i18n/messages/en/types.json).
 */
export const letterMeanings = {
  E: { name: "types:letter.E.name", gist: "types:letter.E.gist" },
  I: { name: "types:letter.I.name", gist: "types:letter.I.gist" },
  N: { name: "types:letter.N.name", gist: "types:letter.N.gist" },
  S: { name: "types:letter.S.name", gist: "types:letter.S.gist" },
  T: { name: "types:letter.T.name", gist: "types:letter.T.gist" },
  F: { name: "types:letter.F.name", gist: "types:letter.F.gist" },
  J: { name: "types:letter.J.name", gist: "types:letter.J.gist" },
  P: { name: "types:letter.P.name", gist: "types:letter.P.gist" },
} as const satisfies Record<string, { name: MessageKey; gist: MessageKey }>;

export type Letter = keyof typeof letterMeanings;

export function lettersOf(code: string): Letter[] {
  return [...code].filter((letter): letter is Letter => letter in letterMeanings);
}

/** What each type letter stands for, in plain words (used for the type pages' fallback text). */
export const letterMeanings = {
  E: { name: "Extraverted", gist: "draws energy from people and tends to think out loud" },
  I: {
    name: "Introverted",
    gist: "draws energy from time alone and tends to think before speaking",
  },
  N: {
    name: "Intuitive",
    gist: "notices patterns and possibilities and is drawn to what could be",
  },
  S: { name: "Sensing", gist: "trusts concrete facts and experience and notices what is" },
  T: { name: "Thinking", gist: "weighs decisions by logic and consistency" },
  F: { name: "Feeling", gist: "weighs decisions by their effect on people and on values" },
  J: { name: "Judging", gist: "prefers plans, closure and settled decisions" },
  P: { name: "Perceiving", gist: "prefers to keep options open and adapt as things unfold" },
} as const;

export type Letter = keyof typeof letterMeanings;

export function lettersOf(code: string): Letter[] {
  return [...code].filter((letter): letter is Letter => letter in letterMeanings);
}

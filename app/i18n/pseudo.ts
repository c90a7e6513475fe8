import type { Compiled, Part } from "./icu.ts";

/**
 * The pseudo-locale's text (issue 21): English with every letter accented and 40 % more length,
 * in brackets, so text that skipped the catalogue stays plain ASCII and a box too small for a
 * longer language cuts off the "]". Browser-safe: the type profiles are made pseudo in the
 * browser too.
 */

const accents: Record<string, string> = Object.fromEntries(
  [..."abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"].map((letter, i) => [
    letter,
    [..."åƀçđéƒğĥîĵķłɱñöþǫŕšţûṽŵẋýžÅƁÇĐÉƑĞĤÎĴĶŁṀÑÖÞǪŔŠŢÛṼŴẊÝŽ"][i]!,
  ]),
);

export function pseudoText(text: string) {
  return [...text].map((char) => accents[char] ?? char).join("");
}

function pseudoParts(parts: Part[]): Part[] {
  return parts.map((part): Part => {
    if (typeof part === "string") return pseudoText(part);
    switch (part[0]) {
      case "plural":
      case "select":
        return [
          part[0],
          part[1],
          Object.fromEntries(Object.entries(part[2]).map(([k, v]) => [k, pseudoParts(v)])),
        ];
      case "tag":
        return ["tag", part[1], pseudoParts(part[2])];
      default:
        return part;
    }
  });
}

/** Visible length of a message's own text (not its arguments). */
function textLength(parts: Part[]): number {
  return parts.reduce<number>(
    (sum, part) =>
      sum +
      (typeof part === "string"
        ? part.length
        : part[0] === "tag"
          ? textLength(part[2])
          : part[0] === "plural" || part[0] === "select"
            ? Math.max(...Object.values(part[2]).map(textLength))
            : 0),
    0,
  );
}

/**
 * English with every letter accented and 40 % more length, in brackets: text that skipped the
 * catalogue stays plain ASCII, and a box too small for a longer language cuts off the "]".
 */
export function pseudoMessage(message: Compiled): Compiled {
  const parts = typeof message === "string" ? [message] : message;
  if (textLength(parts) === 0) return message;
  // In words of up to six dots, as a longer language's text is longer words, not one endless one.
  const padding = ("······ ".repeat(Math.ceil((textLength(parts) * 0.4) / 7)) + "·")
    .slice(0, Math.max(1, Math.round(textLength(parts) * 0.4)))
    .trimEnd();
  return ["[", ...pseudoParts(parts), ` ${padding}]`];
}

/** Plain text (no ICU syntax) in the pseudo-locale. */
export function pseudoString(text: string): string {
  const message = pseudoMessage(text);
  return typeof message === "string"
    ? message
    : message.map((part) => (typeof part === "string" ? part : "")).join("");
}

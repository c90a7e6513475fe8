/**
 * The sixteen four-letter types and their categories, by the usual grouping: NT Analyst,
 * NF Diplomat, SJ Sentinel, SP Explorer (departures.md #3). Pure data: used by browser and server.
 */
export const categories = ["Analyst", "Diplomat", "Sentinel", "Explorer"] as const;
export type Category = (typeof categories)[number];

export const typeCodes = [
  "INTJ",
  "INTP",
  "ENTJ",
  "ENTP",
  "INFJ",
  "INFP",
  "ENFJ",
  "ENFP",
  "ISTJ",
  "ISFJ",
  "ESTJ",
  "ESFJ",
  "ISTP",
  "ISFP",
  "ESTP",
  "ESFP",
] as const;
export type TypeCode = (typeof typeCodes)[number];

export function isTypeCode(value: string): value is TypeCode {
  return (typeCodes as readonly string[]).includes(value);
}

export function categoryOf(code: TypeCode): Category {
  const [, energy, nature, tactics] = code;
  if (energy === "N") return nature === "T" ? "Analyst" : "Diplomat";
  return tactics === "J" ? "Sentinel" : "Explorer";
}

/** Badge variant / colour key for a category name; anything unknown is grey (spec §4). */
export function categoryTone(
  category: string | undefined,
): "analyst" | "diplomat" | "sentinel" | "explorer" | "neutral" {
  switch (category) {
    case "Analyst":
      return "analyst";
    case "Diplomat":
      return "diplomat";
    case "Sentinel":
      return "sentinel";
    case "Explorer":
      return "explorer";
    default:
      return "neutral";
  }
}

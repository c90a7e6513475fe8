import type { Clarity, PoleCode } from "~/assessment/scoring";
import type { TypeCode } from "~/assessment/type-codes";
import type { RichContent } from "~/content/rich-text";
import type { LetterDimension } from "~/content/schema";

// The premium report as a page receives it: plain, serializable data built on the server by
// `report.server.ts` for an entitled user only. Types only, so the browser may import this file;
// the writing itself arrives in loader data, never in a bundle.

/** Which of a dimension's two written variants the reader sees. */
export type GuidanceKind = "clear" | "slight";

/** How one score reads, as on the result bars (`readDimension`). */
export interface PremiumScore {
  /** "Mind" */
  name: string;
  /** The raw score, 0 to 100 (over 50 leans to the second pole). */
  value: number;
  /** The pole the score leans to, as its code (its words: `results:pole.<code>`). */
  pole: PoleCode;
  /** The same pole's English name: "Introverted". */
  leaning: string;
  /** Percentage toward that pole, 50 to 100. */
  strength: number;
  clarity: Clarity;
  /** Within 5 points of the middle. */
  borderline: boolean;
}

export interface PremiumDimension extends PremiumScore {
  dimension: LetterDimension;
  /** How this type's pole shapes them. */
  intro: RichContent;
  /** The "When the preference is clear" or "...slight" part, whichever `guidanceKind` says. */
  guidanceKind: GuidanceKind;
  guidance: RichContent;
}

export interface PremiumIdentity extends PremiumScore {
  /** The result's -A / -T; it picks `body`. */
  identity: "A" | "T";
  intro: RichContent;
  /** The Assertive or Turbulent part. */
  body: RichContent;
}

export interface PremiumReport {
  /** "INTJ" */
  code: TypeCode;
  /** "INTJ-A" */
  type: string;
  /** "The Cartographer", in the page's language. */
  typeName?: string;
  /** The language the writing is in: the page's where it is written in it, else "en". */
  lang: string;
  /** Mind, Energy, Nature and Tactics, in that order. */
  dimensions: PremiumDimension[];
  identity: PremiumIdentity;
  growthPlan: RichContent;
  career: RichContent;
  relationships: RichContent;
}

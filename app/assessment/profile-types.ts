import type { Category, TypeCode } from "./type-codes";

/** A titled point in a profile: a strength or a challenge. */
export interface ProfilePoint {
  title: string;
  description: string;
}

/** What differs between the Assertive (-A) and Turbulent (-T) variants of a type. */
export interface VariantText {
  /** One line under the type name, under 90 characters. */
  tagline: string;
  /** The overview, 90 to 140 words, shaped by the identity. */
  description: string;
  /** One concrete career tip, 25 to 50 words. */
  careerTip: string;
  /** One concrete relationship tip, 25 to 50 words. */
  relationshipTip: string;
}

/**
 * One type's profile as written: the core shared by its -A and -T variants, and the variant text.
 * Each lives in `profiles/<code>.ts` (pure data).
 */
export interface TypeProfileSource {
  code: TypeCode;
  /** Our own name for the type, "The ..." (never another site's nickname). */
  name: string;
  /** Share of the population, as a range: from "1-3%" to "7-8%". */
  frequency: string;
  strengths: readonly ProfilePoint[];
  challenges: readonly ProfilePoint[];
  careers: {
    ideal: readonly string[];
    environment: readonly string[];
  };
  relationships: {
    strengths: readonly string[];
    compatibleTypes: readonly TypeCode[];
  };
  famousPeople: readonly string[];
  coreValues: readonly string[];
  variants: { A: VariantText; T: VariantText };
}

/** A complete results profile for one key such as "INTJ-A" (spec §3, departures #2 and #3). */
export interface PersonalityProfile {
  key: string;
  code: TypeCode;
  identity: "A" | "T";
  name: string;
  tagline: string;
  description: string;
  category: Category;
  frequency: string;
  strengths: readonly ProfilePoint[];
  challenges: readonly ProfilePoint[];
  careers: { ideal: readonly string[]; environment: readonly string[]; tip: string };
  relationships: {
    strengths: readonly string[];
    compatibleTypes: readonly TypeCode[];
    tip: string;
  };
  famousPeople: readonly string[];
  coreValues: readonly string[];
}

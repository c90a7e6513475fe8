import type { PersonalityProfile, TypeProfileSource } from "./profile-types";
import { categoryOf } from "./type-codes";

/** The results profile for one identity of a type: shared core plus that identity's text. */
export function buildProfile(source: TypeProfileSource, identity: "A" | "T"): PersonalityProfile {
  const variant = source.variants[identity];
  return {
    key: `${source.code}-${identity}`,
    code: source.code,
    identity,
    name: source.name,
    tagline: variant.tagline,
    description: variant.description,
    category: categoryOf(source.code),
    frequency: source.frequency,
    strengths: source.strengths,
    challenges: source.challenges,
    careers: { ...source.careers, tip: variant.careerTip },
    relationships: { ...source.relationships, tip: variant.relationshipTip },
    famousPeople: source.famousPeople,
    coreValues: source.coreValues,
  };
}

/** "INTJ-A" -> ["INTJ", "A"], or undefined for anything that is not a type key. */
export function parseKey(key: string): [string, "A" | "T"] | undefined {
  const match = /^([EI][NS][FT][JP])-([AT])$/.exec(key);
  return match ? [match[1]!, match[2] as "A" | "T"] : undefined;
}

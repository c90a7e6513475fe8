import type { ProfilePoint, TypeProfileSource, VariantText } from "./profile-types";

/**
 * A type profile's words in one language (issue 21): everything a reader reads, and nothing the
 * scoring or the site's data decides (the code, the frequency, the compatible types), which stay
 * in the English source `profiles/<code>.ts`, one copy for every language. A translation lives
 * in `app/i18n/profiles/<locale>/<code>.json`, point for point the English one's shape.
 */
export interface ProfileText {
  name: string;
  strengths: readonly ProfilePoint[];
  challenges: readonly ProfilePoint[];
  careers: { ideal: readonly string[]; environment: readonly string[] };
  relationships: { strengths: readonly string[] };
  famousPeople: readonly string[];
  coreValues: readonly string[];
  variants: { A: VariantText; T: VariantText };
}

/** The English source's words, in the translation files' shape. */
export function profileTextOf(source: TypeProfileSource): ProfileText {
  return {
    name: source.name,
    strengths: source.strengths,
    challenges: source.challenges,
    careers: source.careers,
    relationships: { strengths: source.relationships.strengths },
    famousPeople: source.famousPeople,
    coreValues: source.coreValues,
    variants: source.variants,
  };
}

/** The source with its words in another language; the shared data stays the source's. */
export function withProfileText(source: TypeProfileSource, text: ProfileText): TypeProfileSource {
  return {
    ...source,
    ...text,
    careers: text.careers,
    relationships: { ...source.relationships, strengths: text.relationships.strengths },
  };
}

export class ProfileTextError extends Error {}

/**
 * Checks a translation against the English source: the same fields, the same number of points
 * in every list, every text non-empty, nothing extra. Throws naming every problem, with `where`.
 */
export function checkProfileText(
  where: string,
  source: TypeProfileSource,
  value: unknown,
): ProfileText {
  const problems: string[] = [];
  const walk = (path: string, english: unknown, translated: unknown) => {
    if (typeof english === "string") {
      if (typeof translated !== "string" || translated.trim() === "")
        problems.push(`${path} must be text`);
    } else if (Array.isArray(english)) {
      if (!Array.isArray(translated)) problems.push(`${path} must be a list`);
      else if (translated.length !== english.length)
        problems.push(`${path} has ${translated.length} items; the English has ${english.length}`);
      else english.forEach((item, i) => walk(`${path}[${i}]`, item, translated[i]));
    } else {
      const englishRecord = english as Record<string, unknown>;
      if (!translated || typeof translated !== "object" || Array.isArray(translated)) {
        problems.push(`${path || "the file"} must be an object`);
        return;
      }
      const record = translated as Record<string, unknown>;
      for (const key of Object.keys(englishRecord))
        if (!(key in record)) problems.push(`${path ? `${path}.` : ""}${key} is missing`);
        else walk(`${path ? `${path}.` : ""}${key}`, englishRecord[key], record[key]);
      for (const key of Object.keys(record))
        if (!(key in englishRecord))
          problems.push(`${path ? `${path}.` : ""}${key} is not in the English profile`);
    }
  };
  walk("", profileTextOf(source), value);
  if (problems.length > 0) throw new ProfileTextError(`${where}: ${problems.join("; ")}`);
  return value as ProfileText;
}

/** Every text of a profile through `map` (the pseudo-locale's accents, say). */
export function mapProfileText(text: ProfileText, map: (value: string) => string): ProfileText {
  const walk = (value: unknown): unknown =>
    typeof value === "string"
      ? map(value)
      : Array.isArray(value)
        ? value.map(walk)
        : value && typeof value === "object"
          ? Object.fromEntries(Object.entries(value).map(([key, item]) => [key, walk(item)]))
          : value;
  return walk(text) as ProfileText;
}

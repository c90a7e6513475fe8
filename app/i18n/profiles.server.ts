import { buildProfile, parseKey } from "~/assessment/build-profile";
import {
  checkProfileText,
  mapProfileText,
  profileTextOf,
  withProfileText,
} from "~/assessment/profile-text";
import type { PersonalityProfile, TypeProfileSource } from "~/assessment/profile-types";
import { profileSources } from "~/assessment/profiles";
import { isTypeCode, type TypeCode } from "~/assessment/type-codes";
import { pseudoLocale } from "./locales";
import { pseudoString } from "./pseudo";

/**
 * The type profiles in a page's language (issue 21): the English source (app/assessment/profiles)
 * with a language's words from app/i18n/profiles/<locale>/<code>.json, each file checked against
 * the English shape on first use. A language without a profile file reads the English source,
 * which the translations test forbids for a served language.
 */

// Bundled into the server at build time, like the catalogues.
const files = import.meta.glob<unknown>("./profiles/*/*.json", { eager: true, import: "default" });

const fileKey = (file: string) => file.replace(/^\.\/profiles\/|\.json$/g, "");

/** Every language with a profile file, and the codes it has. */
export const profileFiles: ReadonlyMap<string, readonly string[]> = Object.keys(files).reduce(
  (map, file) => {
    const [locale, code] = fileKey(file).split("/") as [string, string];
    map.set(locale, [...(map.get(locale) ?? []), code.toUpperCase()]);
    return map;
  },
  new Map<string, string[]>(),
);

const sources = new Map<string, TypeProfileSource>();

/** One type's profile source in a language: the English one where no translation exists. */
export function profileSourceIn(code: TypeCode, locale: string): TypeProfileSource {
  const file = `./profiles/${locale}/${code.toLowerCase()}.json`;
  const english = profileSources[code];
  if (locale !== pseudoLocale.code && !(file in files)) return english;
  let source = sources.get(file);
  if (!source) {
    // The pseudo-locale (tests only) is drawn from the English, as its catalogue is.
    source = withProfileText(
      english,
      locale === pseudoLocale.code
        ? mapProfileText(profileTextOf(english), pseudoString)
        : checkProfileText(`app/i18n${file.slice(1)}`, english, files[file]),
    );
    sources.set(file, source);
  }
  return source;
}

/** The profile for a key such as "INTJ-A" in a language, or undefined for no such key. */
export function profileIn(key: string, locale: string): PersonalityProfile | undefined {
  const parsed = parseKey(key);
  if (!parsed || !isTypeCode(parsed[0])) return undefined;
  return buildProfile(profileSourceIn(parsed[0], locale), parsed[1]);
}

/** A type's name in a language ("The Cartographer", 「地図職人」). */
export const typeNameIn = (code: TypeCode, locale: string) => profileSourceIn(code, locale).name;

import { buildProfile, parseKey } from "./build-profile";
import { pseudoLocale } from "~/i18n/locales";
import { mapProfileText, profileTextOf, withProfileText, type ProfileText } from "./profile-text";
import type { PersonalityProfile, TypeProfileSource } from "./profile-types";
import type { TypeCode } from "./type-codes";

// One dynamic import per type, so the bundler makes one small chunk each and the browser fetches
// only the result's own profile.
const loaders: Record<TypeCode, () => Promise<TypeProfileSource>> = {
  INTJ: () => import("./profiles/intj").then((m) => m.intj),
  INTP: () => import("./profiles/intp").then((m) => m.intp),
  ENTJ: () => import("./profiles/entj").then((m) => m.entj),
  ENTP: () => import("./profiles/entp").then((m) => m.entp),
  INFJ: () => import("./profiles/infj").then((m) => m.infj),
  INFP: () => import("./profiles/infp").then((m) => m.infp),
  ENFJ: () => import("./profiles/enfj").then((m) => m.enfj),
  ENFP: () => import("./profiles/enfp").then((m) => m.enfp),
  ISTJ: () => import("./profiles/istj").then((m) => m.istj),
  ISFJ: () => import("./profiles/isfj").then((m) => m.isfj),
  ESTJ: () => import("./profiles/estj").then((m) => m.estj),
  ESFJ: () => import("./profiles/esfj").then((m) => m.esfj),
  ISTP: () => import("./profiles/istp").then((m) => m.istp),
  ISFP: () => import("./profiles/isfp").then((m) => m.isfp),
  ESTP: () => import("./profiles/estp").then((m) => m.estp),
  ESFP: () => import("./profiles/esfp").then((m) => m.esfp),
};

// A language's words for a type, one chunk per language and type (checked by the translations
// test, app/i18n/translations.test.ts).
const texts = import.meta.glob<ProfileText>("../i18n/profiles/*/*.json", { import: "default" });

/**
 * The profile for a key such as "INTJ-A" in a language, or undefined when there is none. A
 * language without the type's file reads English: the site serves none such.
 */
export async function loadProfile(
  key: string,
  locale = "en",
): Promise<PersonalityProfile | undefined> {
  const parsed = parseKey(key);
  const loader = parsed ? loaders[parsed[0] as TypeCode] : undefined;
  if (!parsed || !loader) return undefined;
  const text = texts[`../i18n/profiles/${locale}/${parsed[0].toLowerCase()}.json`];
  const [source, translated] = await Promise.all([loader(), text?.()]);
  // The pseudo-locale (tests only) is drawn from the English, as its catalogue is.
  const words =
    locale === pseudoLocale.code
      ? mapProfileText(profileTextOf(source), (await import("~/i18n/pseudo")).pseudoString)
      : translated;
  return buildProfile(words ? withProfileText(source, words) : source, parsed[1]);
}

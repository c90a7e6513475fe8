import type { Clarity, PoleCode } from "~/assessment/scoring";
import { clarityKey, dimensionKey, poleKey } from "~/components/results/labels";
import { serverTranslate } from "~/i18n/messages.server";
import { servedLanguages } from "~/i18n/pseudo.server";
import { sourceLocale } from "~/i18n/locales";
import { textOutline } from "~/pdf/fonts.server";
import { textUnits } from "~/pdf/layout.server";
import type { CardLanguage } from "./cards";

/**
 * A preview image's language (decision 030): its words from the `og` and `results` catalogues,
 * its direction, and how its text is laid out.
 *
 * Satori lays out Latin, Cyrillic, Greek and CJK text itself. It neither orders right-to-left
 * text nor shapes Devanagari, so Arabic, Hebrew and Hindi cards get their text as units measured
 * by the result PDF's layout (app/pdf/layout.server.ts), one box per unit, each unit's parts in
 * the order they are drawn: Arabic in its presentation forms, which satori draws joined;
 * Devanagari as the outlines the PDF draws (`textOutline`), shaped by fontkit. Those cards are
 * set in Noto Sans, the face the units are measured in.
 */

/** Where satori cannot place or shape the script's text itself. */
const unitScripts: Record<string, "rtl" | "shaped"> = { ar: "rtl", he: "rtl", hi: "shaped" };

const languageOfLocale = (locale: string) => locale.split("-")[0]!;

/** The card font: Inter as on the site, or Noto Sans where the text is measured in it. */
export const cardFontFamily = (locale: string) =>
  unitScripts[languageOfLocale(locale)] ? "Noto Sans" : "Inter";

/** The locale an image address's prefix draws in ("ja", "pt-br"); English without one. */
export function cardLocaleOf(prefix: string | undefined): string | undefined {
  if (prefix === undefined) return sourceLocale.code;
  return servedLanguages().find((language) => language.prefix === prefix && language.prefix)?.code;
}

const made = new Map<string, CardLanguage>();

export function cardLanguage(locale: string): CardLanguage {
  let language = made.get(locale);
  if (language) return language;
  const t = serverTranslate(locale);
  const info = servedLanguages().find((served) => served.code === locale) ?? sourceLocale;
  const script = unitScripts[languageOfLocale(locale)];
  const code = languageOfLocale(locale);
  language = {
    locale,
    dir: info.dir,
    fontFamily: cardFontFamily(locale),
    tagline: t("common:site.tagline"),
    footer: {
      page: t("og:footer.page"),
      result: t("og:footer.result"),
      compare: t("og:footer.compare"),
    },
    resultEyebrow: t("og:result.eyebrow"),
    dimension: (dimension) => t(dimensionKey(dimension)),
    pole: (pole: PoleCode) => t(poleKey(pole)),
    clarity: (clarity: Clarity) => t(clarityKey[clarity]),
    category: (category) => t("results:category.name", { category }),
    percent: (share) => t("results:bars.percent", { share: share / 100 }),
    // Greek capitals drop their accents, which upper-casing in JavaScript keeps.
    capitals: !script && !["el", "ja", "zh", "ko"].includes(code),
    units: script
      ? (text, size, weight) => textUnits(text, { locale, direction: info.dir, size, weight })
      : undefined,
    outline:
      script === "shaped"
        ? (text, size, weight) => textOutline(text, { locale, size, weight })
        : undefined,
  };
  made.set(locale, language);
  return language;
}

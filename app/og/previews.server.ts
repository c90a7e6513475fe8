import type { ReactNode } from "react";
import type { ContentService } from "~/content/service.server";
import type { MessageKey } from "~/i18n/english";
import { contentLocaleCodes } from "~/i18n/locales";
import { serverTranslate } from "~/i18n/messages.server";
import { profileIn } from "~/i18n/profiles.server";
import { ogPages, parseResult, shareFileName, type OgPage, type PublicResult } from "~/lib/og";
import { cardLanguage } from "./language.server";
import {
  cardSize,
  comparisonCard,
  pageCard,
  resultCard,
  shareCard,
  shareSize,
  type PageCardInput,
  type ResultCardInput,
} from "./cards";

/**
 * Which picture an /og/ address asks for, and from what inputs. The inputs are all the drawing
 * reads, so their hash (with the build's) is the image's ETag.
 */
export interface Drawing {
  inputs: unknown;
  width: number;
  height: number;
  element: () => ReactNode;
  /** The card's language: its words, direction and fonts. */
  locale: string;
  /** Sent as a download under this name (the results screen's "Download image"). */
  download?: string;
  /** Drawn from the query, so its inputs are endless: counted against the visitor's limit. */
  fromQuery: boolean;
}

export type Resolved =
  { ok: true; drawing: Drawing } | { ok: false; status: 400 | 404; error: string };

/** The legal pages' names in the footer's catalogue, for their cards in every language. */
const legalNames: Partial<Record<string, MessageKey>> = {
  "privacy-policy": "common:nav.privacy",
  "terms-of-service": "common:nav.terms",
  "cookie-policy": "common:nav.cookies",
};

const slug = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const page = (input: PageCardInput, locale: string): Drawing => ({
  inputs: { card: "page", locale, ...input },
  ...cardSize,
  element: () => pageCard(input, cardLanguage(locale)),
  locale,
  fromQuery: false,
});
const notFound = (error = "There is no such image."): Resolved => ({
  ok: false,
  status: 404,
  error,
});

function resultInput(result: PublicResult, locale: string): ResultCardInput | null {
  const profile = profileIn(result.type, locale);
  if (!profile) return null;
  return {
    type: result.type,
    name: profile.name,
    category: profile.category,
    scores: result.dimensions,
  };
}

/**
 * Resolves an address below /og/ (without the prefix, e.g. "type/intj.png") in a language. Unknown
 * pages, types, sections and posts are 404; a result whose query is not a result the test can give
 * is 400. The words around the content (eyebrows, footers, bar labels, the site's own pages) are
 * the language's; a type, section or post reads as its page does in that language (English where
 * the language has no text of its own for it).
 */
export async function resolvePreview(
  path: string,
  query: URLSearchParams,
  content: ContentService,
  locale = "en",
): Promise<Resolved> {
  const t = serverTranslate(locale);
  const category = (key: string) => t("results:category.name", { category: key });
  // On another language's card, English writing is set as English: the posts always, the type
  // pages where the language has none of its own.
  const postsInEnglish = locale !== "en";
  const typesInEnglish = postsInEnglish && !contentLocaleCodes.includes(locale);
  if (!path.endsWith(".png")) return notFound();
  const parts = path.slice(0, -".png".length).split("/");
  const [kind, first, second, ...rest] = parts;
  if (rest.length > 0 || !first) return notFound();

  switch (kind) {
    case "page": {
      if (second !== undefined || !(ogPages as readonly string[]).includes(first))
        return notFound();
      const key = first as OgPage;
      return {
        ok: true,
        drawing: page(
          {
            eyebrow: t(`og:page.${key}.eyebrow`),
            title: t(`og:page.${key}.title`),
            description: t(`og:page.${key}.description`),
          },
          locale,
        ),
      };
    }
    case "type": {
      if (!slug.test(first) || (second !== undefined && !slug.test(second))) return notFound();
      const localized = content.localized(locale);
      const type = await localized.type(first);
      if (!type) return notFound();
      if (second === undefined)
        return {
          ok: true,
          drawing: page(
            {
              eyebrow: t("og:type.eyebrow", { category: category(type.category) }),
              code: type.code,
              title: type.name,
              description: type.description,
              category: type.category,
              english: typesInEnglish,
            },
            locale,
          ),
        };
      const section = await localized.section(type, second);
      if (!section) return notFound();
      return {
        ok: true,
        drawing: page(
          {
            eyebrow: t("og:section.eyebrow", {
              name: type.name,
              code: type.code,
              category: category(type.category),
            }),
            code: type.code,
            title: section.title,
            description:
              section.excerpt ||
              t("og:section.description", { section: section.title, name: type.name }),
            category: type.category,
            english: typesInEnglish,
          },
          locale,
        ),
      };
    }
    case "blog": {
      if (second !== undefined || !slug.test(first)) return notFound();
      const post = await content.post(first);
      if (!post) return notFound();
      const categories = post.categories.map((category) => category.title).join(" · ");
      return {
        ok: true,
        drawing: page(
          {
            eyebrow: categories
              ? t("og:blog.eyebrowCategories", { categories })
              : t("og:blog.eyebrow"),
            title: post.title,
            description: post.excerpt,
            english: postsInEnglish,
          },
          locale,
        ),
      };
    }
    case "legal": {
      if (second !== undefined || !slug.test(first)) return notFound();
      const legal = await content.legalPage(first);
      if (!legal) return notFound();
      return {
        ok: true,
        drawing: page(
          {
            eyebrow: t("og:legal.eyebrow"),
            // The binding text is English; its name is the one the footer gives it.
            title: legalNames[first] ? t(legalNames[first]) : legal.title,
            description: t("og:legal.description"),
          },
          locale,
        ),
      };
    }
    case "result":
    case "share": {
      if (second !== undefined) return notFound();
      const parsed = parseResult(first, query);
      if (!parsed.ok) return { ok: false, status: 400, error: parsed.error };
      const input = resultInput(parsed.result, locale);
      if (!input) return notFound();
      const share = kind === "share";
      return {
        ok: true,
        drawing: {
          inputs: { card: kind, locale, ...input },
          ...(share ? shareSize : cardSize),
          element: () =>
            share
              ? shareCard(input, cardLanguage(locale))
              : resultCard(input, cardLanguage(locale)),
          locale,
          download: share && query.get("download") === "1" ? shareFileName(input.type) : undefined,
          fromQuery: true,
        },
      };
    }
    case "compare": {
      if (second === undefined) return notFound();
      const a = parseResult(first, query);
      if (!a.ok) return { ok: false, status: 400, error: a.error };
      const b = parseResult(second, query, "b");
      if (!b.ok) return { ok: false, status: 400, error: b.error };
      const inputA = resultInput(a.result, locale);
      const inputB = resultInput(b.result, locale);
      if (!inputA || !inputB) return notFound();
      return {
        ok: true,
        drawing: {
          inputs: { card: "compare", locale, a: inputA, b: inputB },
          ...cardSize,
          element: () => comparisonCard(inputA, inputB, cardLanguage(locale)),
          locale,
          fromQuery: true,
        },
      };
    }
    default:
      return notFound();
  }
}

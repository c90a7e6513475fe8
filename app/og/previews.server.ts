import type { ReactNode } from "react";
import { getProfile } from "~/assessment/profiles";
import type { ContentService } from "~/content/service.server";
import { ogPages, parseResult, shareFileName, type OgPage, type PublicResult } from "~/lib/og";
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
  /** Sent as a download under this name (the results screen's "Download image"). */
  download?: string;
  /** Drawn from the query, so its inputs are endless: counted against the visitor's limit. */
  fromQuery: boolean;
}

export type Resolved =
  { ok: true; drawing: Drawing } | { ok: false; status: 400 | 404; error: string };

/** The site's own pages' cards: what each page is for, in the site's voice. */
const pageCards: Record<OgPage, PageCardInput> = {
  home: {
    eyebrow: "Free personality test",
    title: "Discover yourself: 16 types, five dimensions",
    description:
      "Sixty statements, about ten minutes. Find your four-letter type and how clearly you lean on each dimension.",
  },
  test: {
    eyebrow: "Free personality test",
    title: "Sixty statements, about ten minutes",
    description:
      "Find your four-letter type and where you stand on five dimensions, with how clear each preference is.",
  },
  types: {
    eyebrow: "Personality types",
    title: "The sixteen types in four families",
    description:
      "Analysts, Diplomats, Sentinels and Explorers: what each type cares about, how it works and where it grows.",
  },
  blog: {
    eyebrow: "Blog",
    title: "Articles on personality, work and relationships",
    description:
      "How the test works, what the five dimensions mean, and how type shows up at work, at home and with friends.",
  },
  pricing: {
    eyebrow: "Pricing",
    title: "Premium reports and plans",
    description:
      "Premium Monthly or Premium 2-Month with a 7-day trial: deeper reports, growth plans and PDF downloads.",
  },
  about: {
    eyebrow: "About us",
    title: "Who builds TypeAtlas",
    description:
      "What we believe about personality testing, how the test is built, and how we look after your data.",
  },
  science: {
    eyebrow: "The science",
    title: "How the test scores, and how well it measures",
    description:
      "From sixty answers to five scores, what the labels mean, and the reliability measured from people who chose to be counted.",
  },
  contact: {
    eyebrow: "Contact",
    title: "Write to the people who build TypeAtlas",
    description:
      "Questions about your results, your account or premium: write to us, and we answer by e-mail.",
  },
};

const slug = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const page = (input: PageCardInput): Drawing => ({
  inputs: { card: "page", ...input },
  ...cardSize,
  element: () => pageCard(input),
  fromQuery: false,
});
const notFound = (error = "There is no such image."): Resolved => ({
  ok: false,
  status: 404,
  error,
});

function resultInput(result: PublicResult): ResultCardInput | null {
  const profile = getProfile(result.type);
  if (!profile) return null;
  return {
    type: result.type,
    name: profile.name,
    category: profile.category,
    scores: result.dimensions,
  };
}

/**
 * Resolves an address below /og/ (without the prefix, e.g. "type/intj.png"). Unknown pages,
 * types, sections and posts are 404; a result whose query is not a result the test can give is 400.
 */
export async function resolvePreview(
  path: string,
  query: URLSearchParams,
  content: ContentService,
): Promise<Resolved> {
  if (!path.endsWith(".png")) return notFound();
  const parts = path.slice(0, -".png".length).split("/");
  const [kind, first, second, ...rest] = parts;
  if (rest.length > 0 || !first) return notFound();

  switch (kind) {
    case "page": {
      if (second !== undefined || !(ogPages as readonly string[]).includes(first))
        return notFound();
      return { ok: true, drawing: page(pageCards[first as OgPage]) };
    }
    case "type": {
      if (!slug.test(first) || (second !== undefined && !slug.test(second))) return notFound();
      const type = await content.type(first);
      if (!type) return notFound();
      if (second === undefined)
        return {
          ok: true,
          drawing: page({
            eyebrow: `${type.category} · Personality type`,
            code: type.code,
            title: type.name,
            description: type.description,
            category: type.category,
          }),
        };
      const section = await content.section(type, second);
      if (!section) return notFound();
      return {
        ok: true,
        drawing: page({
          eyebrow: `${type.name} (${type.code}) · ${type.category}`,
          code: type.code,
          title: section.title,
          description: section.excerpt || `${section.title} for ${type.name}.`,
          category: type.category,
        }),
      };
    }
    case "blog": {
      if (second !== undefined || !slug.test(first)) return notFound();
      const post = await content.post(first);
      if (!post) return notFound();
      const categories = post.categories.map((category) => category.title).join(" · ");
      return {
        ok: true,
        drawing: page({
          eyebrow: categories ? `Blog · ${categories}` : "Blog",
          title: post.title,
          description: post.excerpt,
        }),
      };
    }
    case "legal": {
      if (second !== undefined || !slug.test(first)) return notFound();
      const legal = await content.legalPage(first);
      if (!legal) return notFound();
      return {
        ok: true,
        drawing: page({
          eyebrow: "Legal",
          title: legal.title,
          description: "In plain words: what we keep, why, and what you can do about it.",
        }),
      };
    }
    case "result":
    case "share": {
      if (second !== undefined) return notFound();
      const parsed = parseResult(first, query);
      if (!parsed.ok) return { ok: false, status: 400, error: parsed.error };
      const input = resultInput(parsed.result);
      if (!input) return notFound();
      const share = kind === "share";
      return {
        ok: true,
        drawing: {
          inputs: { card: kind, ...input },
          ...(share ? shareSize : cardSize),
          element: () => (share ? shareCard(input) : resultCard(input)),
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
      const inputA = resultInput(a.result);
      const inputB = resultInput(b.result);
      if (!inputA || !inputB) return notFound();
      return {
        ok: true,
        drawing: {
          inputs: { card: "compare", a: inputA, b: inputB },
          ...cardSize,
          element: () => comparisonCard(inputA, inputB),
          fromQuery: true,
        },
      };
    }
    default:
      return notFound();
  }
}

import type { Category, TypeCode } from "../assessment/type-codes";
import { imageUrl } from "../lib/images";
import type { RichContent } from "./rich-text";
import type { PostEntry, SiteImage } from "./schema";

// What the content queries return (spec §3 blogPost, personalityType, personalityTypeSection,
// legalPage), whichever source answered. Pure types: the pages import these.

export interface TypeSummary {
  id: string;
  code: TypeCode;
  name: string;
  category: Category;
  description: string;
  slug: string;
}

export interface TypePoint {
  title: string;
  description?: string;
}

export interface TypeDetail extends TypeSummary {
  strengths: TypePoint[];
  weaknesses: TypePoint[];
  careers: string[];
  relationships: string;
  famousPeople: string[];
  detailedDescription: RichContent;
  communicationStyle: string;
  leadershipStyle: string;
  stressTriggers: string;
}

export interface SectionSummary {
  id: string;
  title: string;
  slug: string;
  excerpt: string;
  order: number;
}

export interface Section extends SectionSummary {
  content: RichContent;
  type: Pick<TypeSummary, "code" | "name" | "category" | "slug">;
}

/** A post without its body; `publishedAt` is YYYY-MM-DD. A CMS post may have no image. */
export interface PostSummary extends Omit<PostEntry, "content" | "image"> {
  image: SiteImage | null;
  readingMinutes: number;
}

export interface Post extends PostSummary {
  content: RichContent;
}

export interface LegalPage {
  id: string;
  title: string;
  slug: string;
  lastUpdated: string | null;
  content: RichContent;
}

/** The content queries of spec §7, answered by the bundled files or by the hosted CMS. */
export interface ContentSource {
  /** All posts, newest first. */
  posts(): Promise<PostSummary[]>;
  post(slug: string): Promise<Post | null>;
  /** The three newest posts, for the home page. */
  latestPosts(): Promise<PostSummary[]>;
  /** All types by category, then code. */
  types(): Promise<TypeSummary[]>;
  type(slug: string): Promise<TypeDetail | null>;
  /** A type's sections by their order. */
  sections(typeId: string): Promise<SectionSummary[]>;
  section(typeId: string, sectionSlug: string): Promise<Section | null>;
  legalPage(slug: string): Promise<LegalPage | null>;
}

/** The home page's types grid: the real list, or the sample list with a notice (spec §2). */
export interface HomeTypes {
  types: TypeSummary[];
  sample: boolean;
}

/**
 * The two illustrations every type has (spec §3): a card for lists and a badge for navigation, at
 * their fingerprinted addresses (decision 027).
 */
export function typeImages(code: string) {
  const slug = code.toLowerCase();
  return {
    card: { src: imageUrl(`/images/types/${slug}-card.svg`), width: 400, height: 240 },
    badge: { src: imageUrl(`/images/types/${slug}-badge.svg`), width: 160, height: 160 },
  };
}

import { contact, site } from "~/config/site";

/**
 * Structured data (schema.org as JSON-LD) where search engines use it: Article for blog posts,
 * BreadcrumbList for type sections, Organization and WebSite on the home page, FAQPage for the
 * pricing questions. Builders are pure; `JsonLd` (components/common/json-ld.tsx) writes them.
 */

export type JsonLdObject = { "@context": "https://schema.org"; "@type": string } & Record<
  string,
  unknown
>;

const context = "https://schema.org" as const;

/**
 * The JSON for a `<script type="application/ld+json">`, escaped so no text in it can end the
 * script or open a comment: `<`, `>` and `&` become \u escapes (still the same JSON), and so do
 * U+2028 and U+2029, which some parsers take for line ends.
 */
export function serializeJsonLd(data: JsonLdObject | JsonLdObject[]): string {
  return JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

export function organizationLd(siteUrl: string): JsonLdObject {
  return {
    "@context": context,
    "@type": "Organization",
    name: site.name,
    url: `${siteUrl}/`,
    logo: `${siteUrl}/favicon.svg`,
    description: site.description,
    email: contact.email,
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "customer support",
      email: contact.email,
    },
  };
}

export function websiteLd(siteUrl: string): JsonLdObject {
  return {
    "@context": context,
    "@type": "WebSite",
    name: site.name,
    url: `${siteUrl}/`,
    description: site.description,
    inLanguage: "en",
  };
}

export interface ArticleInput {
  title: string;
  excerpt: string;
  author: string;
  /** YYYY-MM-DD */
  publishedAt: string;
  /** YYYY-MM-DD; the bundled posts record no edits, so their publication date. */
  modifiedAt?: string;
  url: string;
  image: string;
}

export function articleLd(post: ArticleInput, siteUrl: string): JsonLdObject {
  return {
    "@context": context,
    "@type": "Article",
    headline: post.title,
    description: post.excerpt,
    author: { "@type": "Person", name: post.author },
    datePublished: post.publishedAt,
    dateModified: post.modifiedAt ?? post.publishedAt,
    image: [post.image],
    mainEntityOfPage: { "@type": "WebPage", "@id": post.url },
    publisher: { "@type": "Organization", name: site.name, url: `${siteUrl}/` },
  };
}

/** A trail of pages from the home page down; the last is the page itself. */
export function breadcrumbLd(trail: readonly { name: string; url: string }[]): JsonLdObject {
  return {
    "@context": context,
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

export function faqLd(items: readonly { question: string; answer: string }[]): JsonLdObject {
  return {
    "@context": context,
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}

import { expect, test } from "vitest";
import content from "virtual:typeatlas/content";
import { profileSources } from "~/assessment/profiles";
import { typeCodes } from "~/assessment/type-codes";
import { plainText, wordCount, type RichContent } from "./rich-text";
import { defaultSections } from "./type-sections";

// The bundled writing meets the bar issue 5 sets: complete, long enough, consistent with the
// results profiles, and linked only to pages that exist.

const words = (rich: RichContent) => wordCount(plainText(rich));

test("every type has a detailed description of at least 400 words that uses its profile's name", () => {
  for (const type of content.types) {
    expect(words(type.detailedDescription), type.code).toBeGreaterThanOrEqual(400);
    const name = profileSources[type.code].name.replace(/^The /, "");
    expect(plainText(type.detailedDescription), type.code).toContain(name);
    for (const field of [
      "description",
      "relationships",
      "communicationStyle",
      "leadershipStyle",
      "stressTriggers",
    ] as const)
      expect(type[field].split(/\s+/).length, `${type.code} ${field}`).toBeGreaterThanOrEqual(15);
  }
});

test("every type has the seven sections in the spec's order, each of at least 300 words", () => {
  for (const code of typeCodes) {
    const sections = content.sections.filter((section) => section.typeCode === code);
    expect(
      sections.map(({ slug, title }) => ({ slug, title })),
      code,
    ).toEqual(defaultSections.map(({ slug, title }) => ({ slug, title })));
    expect(sections.map((section) => section.order)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    for (const section of sections)
      expect(words(section.content), `${code} ${section.slug}`).toBeGreaterThanOrEqual(300);
  }
});

test("there are at least eight posts of 700 words or more, each with an author and a category", () => {
  expect(content.posts.length).toBeGreaterThanOrEqual(8);
  for (const post of content.posts) {
    expect(words(post.content), post.slug).toBeGreaterThanOrEqual(700);
    expect(post.author).toMatch(/\S/);
    expect(post.categories.length).toBeGreaterThan(0);
    expect(post.image.alt).toMatch(/\S/);
  }
});

test("the legal pages describe the cookies and data this site really keeps", () => {
  const text = (slug: string) =>
    plainText(content.legal.find((page) => page.slug === slug)!.content);
  expect(text("cookie-policy")).toContain("typeatlas.session_token");
  expect(text("cookie-policy")).toContain("toast");
  expect(text("privacy-policy")).toContain("Download my data");
  expect(text("privacy-policy")).toContain("Stripe");
  expect(text("privacy-policy")).toContain("support@typeatlas.com");
});

test("every link inside the writing points at a page that exists", () => {
  const pages = new Set([
    "/",
    "/personality-test",
    "/personality-types",
    "/blog",
    "/about",
    "/contact",
    "/pricing",
    "/dashboard",
    "/account",
    "/account/security",
    "/account/data",
    ...content.types.map((type) => `/personality-types/${type.slug}`),
    ...content.sections.map((s) => `/personality-types/${s.typeCode.toLowerCase()}/${s.slug}`),
    ...content.posts.map((post) => `/blog/${post.slug}`),
    ...content.legal.map((page) => `/legal/${page.slug}`),
  ]);
  const documents = [
    ...content.types.map((type) => [type.code, type.detailedDescription] as const),
    ...content.sections.map((s) => [`${s.typeCode} ${s.slug}`, s.content] as const),
    ...content.posts.map((post) => [post.slug, post.content] as const),
    ...content.legal.map((page) => [page.slug, page.content] as const),
  ];
  for (const [name, rich] of documents) {
    for (const block of rich) {
      const spans =
        block.type === "list" ? block.items.flat() : "spans" in block ? block.spans : [];
      for (const { href } of spans) {
        if (href?.startsWith("/"))
          expect(pages, `${name} links to ${href}`).toContain(href.split("#")[0]);
      }
    }
  }
});

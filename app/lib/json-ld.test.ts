import { expect, test } from "vitest";
import { jsonLdBlocks, structuredDataProblems } from "../../tests/support/structured-data";
import {
  articleLd,
  breadcrumbLd,
  faqLd,
  organizationLd,
  serializeJsonLd,
  websiteLd,
} from "./json-ld";

const siteUrl = "https://typeatlas.example";

const article = articleLd(
  {
    title: "How the test works",
    excerpt: "Sixty statements, five dimensions.",
    author: "Dana Reyes",
    publishedAt: "2026-03-02",
    url: `${siteUrl}/blog/how-the-test-works`,
    image: `${siteUrl}/og/blog/how-the-test-works.png`,
  },
  siteUrl,
);

test("each builder gives what its schema.org type asks for", () => {
  for (const data of [
    article,
    breadcrumbLd([
      { name: "Home", url: `${siteUrl}/` },
      { name: "Personality Types", url: `${siteUrl}/personality-types` },
      { name: "The Cartographer (INTJ)", url: `${siteUrl}/personality-types/intj` },
      { name: "Career Paths", url: `${siteUrl}/personality-types/intj/career-paths` },
    ]),
    organizationLd(siteUrl),
    websiteLd(siteUrl),
    faqLd([{ question: "Can I cancel?", answer: "Yes, at any time." }]),
  ])
    expect(structuredDataProblems(data), String(data["@type"])).toEqual([]);
  expect(article.dateModified).toBe("2026-03-02");
});

test("the checker finds what is missing or wrong", () => {
  expect(structuredDataProblems({ ...article, author: { name: "x" } })).toEqual([
    "Article.author: Person or Organization with a name",
  ]);
  expect(structuredDataProblems({ ...article, image: ["/og/blog/x.png"] })).toEqual([
    "Article.image: absolute URLs",
  ]);
  expect(structuredDataProblems({ ...article, datePublished: "March 2" })).toEqual([
    "Article.datePublished: ISO 8601",
  ]);
  const crumbs = breadcrumbLd([
    { name: "Home", url: `${siteUrl}/` },
    { name: "Types", url: "/personality-types" },
  ]);
  expect(structuredDataProblems(crumbs)).toEqual(["ListItem 2: absolute item URL"]);
  expect(structuredDataProblems(faqLd([]))).toEqual(["FAQPage.mainEntity"]);
  expect(
    structuredDataProblems({ ...websiteLd(siteUrl), "@context": "http://schema.org" }),
  ).toEqual(["@context must be https://schema.org"]);
});

test("text cannot end the script: <, >, & and line separators are escaped, the JSON unchanged", () => {
  const hostile = faqLd([
    {
      question: "</script><script>alert(1)</script>",
      answer: "<!-- a & b \u2028 c \u2029 -->",
    },
  ]);
  const json = serializeJsonLd(hostile);
  expect(json).not.toMatch(/[<>&\u2028\u2029]/);
  expect(JSON.parse(json)).toEqual(hostile);
  // Written as the page writes it, the block still parses back whole.
  const html = `<script type="application/ld+json" nonce="abc">${json}</script>`;
  expect(jsonLdBlocks(html)).toEqual([{ nonce: "abc", data: hostile }]);
});

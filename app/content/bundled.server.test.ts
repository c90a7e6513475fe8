import { expect, test } from "vitest";
import { profileSources } from "~/assessment/profiles";
import { createBundledSource } from "./bundled.server";
import { createContentService } from "./service.server";

const source = createBundledSource();

test("posts come newest first, and the home page gets the newest three", async () => {
  const posts = await source.posts();
  const dates = posts.map((post) => post.publishedAt);
  expect(dates).toEqual([...dates].sort().reverse());
  expect((await source.latestPosts()).map((post) => post.slug)).toEqual(
    posts.slice(0, 3).map((post) => post.slug),
  );
  expect(posts[0]).not.toHaveProperty("content");
  expect(posts[0]!.readingMinutes).toBeGreaterThanOrEqual(3);
});

test("a post by slug has its content; an unknown slug is null", async () => {
  const post = await source.post("how-the-test-works");
  expect(post?.title).toMatch(/How the TypeAtlas Test Works/);
  expect(post?.content.length).toBeGreaterThan(5);
  expect(await source.post("no-such-post")).toBeNull();
});

test("types come by category (Analyst, Diplomat, Sentinel, Explorer), then code", async () => {
  const types = await source.types();
  expect(types.map((type) => type.code)).toEqual([
    "ENTJ",
    "ENTP",
    "INTJ",
    "INTP",
    "ENFJ",
    "ENFP",
    "INFJ",
    "INFP",
    "ESFJ",
    "ESTJ",
    "ISFJ",
    "ISTJ",
    "ESFP",
    "ESTP",
    "ISFP",
    "ISTP",
  ]);
});

test("a type's shared fields come from its results profile, so the two never drift", async () => {
  const type = await source.type("istp");
  const profile = profileSources.ISTP;
  expect(type?.name).toBe(profile.name);
  expect(type?.strengths).toEqual(profile.strengths);
  expect(type?.weaknesses).toEqual(profile.challenges);
  expect(type?.careers).toEqual(profile.careers.ideal);
  expect(type?.famousPeople).toEqual(profile.famousPeople);
  expect(type?.category).toBe("Explorer");
  expect(await source.type("ISTP")).toBeNull();
});

test("sections come in order, and one section is found by its slug within its type", async () => {
  const type = (await source.type("enfp"))!;
  const sections = await source.sections(type.id);
  expect(sections.map((section) => section.order)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  const section = await source.section(type.id, "parenthood");
  expect(section?.title).toBe("Parenthood");
  expect(section?.type).toEqual({
    code: "ENFP",
    name: "The Spark",
    category: "Diplomat",
    slug: "enfp",
  });
  expect(await source.section(type.id, "no-such-section")).toBeNull();
  expect(await source.sections("no-such-type")).toEqual([]);
});

test("legal pages are found by slug, with their last-updated date", async () => {
  const page = await source.legalPage("terms-of-service");
  expect(page?.title).toBe("Terms of Service");
  expect(page?.lastUpdated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(await source.legalPage("refund-policy")).toBeNull();
});

test("without a CMS, the home grid is the full list and shows no sample notice", async () => {
  const service = createContentService();
  expect(service.origin).toBe("bundled");
  const grid = await service.homeTypes();
  expect(grid.sample).toBe(false);
  expect(grid.types).toHaveLength(16);
});

test("type pages read in a language with its own (content/locales), in English elsewhere, posts always in English", async () => {
  const english = await import("virtual:typeatlas/content").then((module) => module.default);
  const intj = english.types.find((type) => type.code === "INTJ")!;
  const section = english.sections.find((entry) => entry.typeCode === "INTJ")!;
  const bundle = {
    ...english,
    translations: {
      de: {
        types: [{ ...intj, description: "Kartografen planen vom Ziel her." }],
        sections: [{ ...section, title: "Stärken und Schwächen" }],
      },
    },
  };
  const german = createBundledSource(bundle, "de");
  const type = (await german.type("intj"))!;
  expect(type.description).toBe("Kartografen planen vom Ziel her.");
  // The profile's words (name, strengths) are the language's too.
  expect(type.name).not.toBe(profileSources.INTJ.name);
  expect((await german.sections(type.id)).map((entry) => entry.title)).toEqual([
    "Stärken und Schwächen",
  ]);
  expect((await german.post("how-the-test-works"))?.title).toMatch(/How the TypeAtlas Test Works/);

  // A language without its own type pages reads the English ones, English names included.
  const korean = createBundledSource(bundle, "ko");
  expect((await korean.type("intj"))?.description).toBe(intj.description);
  expect((await korean.type("intj"))?.name).toBe(profileSources.INTJ.name);

  const service = createContentService({
    bundled: createBundledSource(bundle),
    bundledIn: (locale) => (locale === "de" ? german : undefined),
  });
  expect(service.localized("ko")).toBe(service);
  expect(service.localized("de")).toBe(service.localized("de"));
  expect((await service.localized("de").type("intj"))?.description).toBe(
    "Kartografen planen vom Ziel her.",
  );
  expect((await service.localized("de").homeTypes()).types.map((entry) => entry.code)).toEqual([
    "INTJ",
  ]);
  expect((await service.type("intj"))?.description).toBe(intj.description);
});

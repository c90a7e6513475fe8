import { afterEach, expect, test } from "vitest";
import { createSanitySource } from "~/content/sanity.server";
import { createContentService } from "~/content/service.server";
import {
  recorded,
  startSanityStub,
  type StubAnswer,
  type StubRequest,
} from "../support/sanity-stub";

// The hosted-CMS adapter (spec §7 "Content service", departures #9) against a local HTTP server
// answering with responses in the API's recorded shape ({ ms, query, result }).

let stubs: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(stubs.map((stub) => stub.close()));
  stubs = [];
});

async function stub(answer: (request: StubRequest) => StubAnswer) {
  const server = await startSanityStub(answer);
  stubs.push(server);
  const config = {
    projectId: "abc123",
    dataset: "production",
    apiHost: server.apiHost,
    timeoutMs: 1_000,
  };
  return { server, config };
}

/** Answers each of our queries with its recording, and anything unknown with a 400. */
function fromRecordings(request: StubRequest): StubAnswer {
  switch (request.name) {
    case "types":
    case "connectivity":
      return recorded("types");
    case "type":
      return request.params.slug === "intj"
        ? recorded("type-intj")
        : { status: 200, body: { result: null } };
    case "sections":
      return recorded("sections-intj");
    case "section":
      return recorded("section-intj-career-paths");
    case "posts":
    case "latestPosts":
      return recorded("posts");
    case "legalPage":
      return recorded("legal-privacy-policy");
    default:
      return { status: 400, body: { error: { description: "unknown query" } } };
  }
}

test("queries go to the dataset's query endpoint with API version 2023-05-03 and the published perspective", async () => {
  const { server, config } = await stub(fromRecordings);
  await createSanitySource(config).type("intj");
  const [request] = server.requests;
  expect(request?.name).toBe("type");
  expect(request?.url.pathname).toBe("/v2023-05-03/data/query/production");
  expect(request?.url.searchParams.get("perspective")).toBe("published");
  expect(request?.params).toEqual({ slug: "intj" });
});

test("a type from the CMS is validated and mapped, its rich text included", async () => {
  const { config } = await stub(fromRecordings);
  const type = await createSanitySource(config).type("intj");
  expect(type).toMatchObject({
    id: "4f7e0a11-type-intj",
    code: "INTJ",
    name: "The Cartographer",
    category: "Analyst",
    strengths: [
      { title: "Long-range planning" },
      { title: "Independent judgment" },
      { title: "Systems thinking" },
      { title: "Self-direction" },
      { title: "Candor" },
    ],
    famousPeople: ["Jane Austen"],
    communicationStyle: "Brief and exact.",
  });
  expect(type?.detailedDescription).toEqual([
    { type: "heading", level: 2, spans: [{ text: "A mind that plans backward" }] },
    {
      type: "paragraph",
      spans: [
        { text: "Cartographers start with the ending. " },
        { text: "Take the test", href: "/personality-test" },
      ],
    },
    {
      type: "image",
      src: "https://cdn.sanity.io/images/abc123/production/Tb9Ew8CXIwaY6R1kjMvI0uRR-1200x630.png",
      width: 1200,
      height: 630,
      alt: "A map folded into four panels",
    },
  ]);
  expect(await createSanitySource(config).type("zzzz")).toBeNull();
});

test("posts, sections and legal pages from the CMS map to the same model as bundled content", async () => {
  const { server, config } = await stub(fromRecordings);
  const source = createSanitySource(config);
  const [newest, older] = await source.posts();
  expect(newest).toMatchObject({
    slug: "borderline",
    publishedAt: "2026-10-01",
    author: "Dr. Maren Solberg",
    readingMinutes: 1,
    image: {
      src: "https://cdn.sanity.io/images/abc123/production/Ab12Cd34-1200x630.jpg",
      alt: "A balance scale",
      width: 1200,
      height: 630,
    },
    categories: [{ id: "cat-1", title: "Understanding the Test", slug: "understanding-the-test" }],
  });
  expect(older).toMatchObject({ author: "", image: null, categories: [] });
  expect((await source.sections("4f7e0a11-type-intj")).map((s) => s.order)).toEqual([1, 5]);
  expect(server.requests.at(-1)?.params).toEqual({ typeId: "4f7e0a11-type-intj" });
  const section = await source.section("4f7e0a11-type-intj", "career-paths");
  expect(section?.content).toEqual([
    {
      type: "list",
      ordered: true,
      items: [[{ text: "Research", bold: true }], [{ text: "Strategy" }]],
    },
  ]);
  const legal = await source.legalPage("privacy-policy");
  expect(legal).toMatchObject({ title: "Privacy Policy", lastUpdated: "2026-11-01" });
});

test("the service reuses a CMS answer instead of asking again", async () => {
  const { server, config } = await stub(fromRecordings);
  const service = createContentService({ sanity: config });
  await Promise.all([service.types(), service.types()]);
  await service.types();
  expect(server.requests.filter((request) => request.name === "types")).toHaveLength(1);
});

test("with a working CMS the home grid shows its types and no sample notice", async () => {
  const { config } = await stub(fromRecordings);
  const grid = await createContentService({ sanity: config }).homeTypes();
  expect(grid.sample).toBe(false);
  expect(grid.types.map((type) => type.code)).toEqual(["ENTJ", "INTJ", "ENFP"]);
});

const failures: [string, StubAnswer | "malformed" | "empty"][] = [
  ["answers 500", { status: 500, body: { error: "internal" } }],
  ["never answers (time-out)", "hang"],
  ["returns nothing", "empty"],
  ["returns a malformed answer", "malformed"],
];

for (const [label, failure] of failures) {
  test(`when the CMS ${label}, pages fall back to bundled content and the home grid to the sample with its notice`, async () => {
    const { config } = await stub(() =>
      failure === "empty"
        ? { status: 200, body: { ms: 1, result: [] } }
        : failure === "malformed"
          ? { status: 200, body: { ms: 1, result: [{ _id: 1, code: "XXXX" }] } }
          : failure,
    );
    const service = createContentService({ sanity: { ...config, timeoutMs: 300 } });
    const grid = await service.homeTypes();
    expect(grid.sample).toBe(true);
    expect(grid.types.map((type) => type.code).sort()).toEqual([
      "ENTJ",
      "ENTP",
      "INFJ",
      "INFP",
      "INTJ",
      "INTP",
    ]);
    // Every other page keeps working on the bundled content.
    expect(await service.types()).toHaveLength(16);
    const type = await service.type("isfj");
    expect(type?.name).toBe("The Caretaker");
    expect(await service.sections(type!)).toHaveLength(7);
    expect((await service.posts()).length).toBeGreaterThanOrEqual(8);
  });
}

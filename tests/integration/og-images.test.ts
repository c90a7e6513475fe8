import { beforeAll, describe, expect, test } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { ogPathIn, ogPaths } from "~/lib/og";
import { consume, limits } from "~/auth/rate-limit.server";
import { previewImages } from "~/og/image-store.server";
import { action, loader } from "~/routes/og";
import { databaseTargets, freshDatabase } from "../support/databases";
import { loadContext } from "../support/route-args";

type LoaderArgs = Parameters<typeof loader>[0];

const scores = { mind: 22, energy: 71, nature: 38, tactics: 45, identity: 64 };
const intj = { type: "INTJ-A", dimensions: scores };
const esfp = { mind: 80, energy: 40, nature: 70, tactics: 90, identity: 20 };

function get(
  handle: DatabaseHandle,
  address: string,
  {
    headers = {},
    method = "GET",
    clientIp,
  }: { headers?: Record<string, string>; method?: string; clientIp?: string } = {},
) {
  const url = new URL(address, "http://localhost");
  // "/og/…", or "/<prefix>/og/…" as the route ":lang/og/*" hands it over.
  const [, lang, splat] = /^(?:\/([^/]+))?\/og\/(.*)$/.exec(url.pathname) ?? [];
  return loader({
    request: new Request(url, { headers, method }),
    context: loadContext(handle, { clientIp }),
    params: { "*": splat ?? "", ...(lang ? { lang } : {}) },
  } as unknown as LoaderArgs);
}

async function png(response: Response) {
  const bytes = Buffer.from(await response.arrayBuffer());
  expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
  return { bytes, width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe.each(databaseTargets)("preview images on $name", (target) => {
  const database = freshDatabase(target);
  // The store lives in the process: each database's run draws its images afresh.
  beforeAll(() => previewImages.clear());

  test("an image in another served language is drawn in its words, with its own ETag; unknown prefixes are 404", async () => {
    const english = await get(database(), ogPaths.page("home"));
    for (const address of [
      ogPathIn("ja", ogPaths.page("home")),
      ogPathIn("ar", ogPaths.type("intj")),
      ogPathIn("de", ogPaths.section("intj", "career-paths")),
      ogPathIn("pt-BR", ogPaths.result(intj)),
      ogPathIn("he", ogPaths.comparison(intj, { type: "ESFP-T", dimensions: esfp })),
      ogPathIn("hi", ogPaths.page("pricing")),
    ]) {
      const response = await get(database(), address);
      expect(response.status, address).toBe(200);
      const { width, height } = await png(response);
      expect({ width, height }).toEqual({ width: 1200, height: 630 });
      expect(response.headers.get("etag"), address).not.toBe(english.headers.get("etag"));
    }
    // A prefix that is no served language is unknown (English has none).
    for (const address of ["/xx/og/page/home.png", "/en/og/page/home.png"])
      expect((await get(database(), address)).status, address).toBe(404);
  });

  test("every kind of page image is a 1200x630 PNG with a long Cache-Control and an ETag, never `public`", async () => {
    for (const address of [
      ogPaths.page("home"),
      ogPaths.page("about"),
      ogPaths.type("intj"),
      ogPaths.section("intj", "career-paths"),
      ogPaths.post("how-the-test-works"),
      ogPaths.legal("privacy-policy"),
      ogPaths.result(intj),
    ]) {
      const response = await get(database(), address);
      expect(response.status, address).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/png");
      expect(response.headers.get("cache-control")).toBe(
        "max-age=86400, stale-while-revalidate=604800",
      );
      expect(response.headers.get("etag")).toMatch(/^"[\w-]{27}"$/);
      const { bytes, width, height } = await png(response);
      expect({ width, height }).toEqual({ width: 1200, height: 630 });
      expect(response.headers.get("content-length")).toBe(String(bytes.length));
    }
  });

  test("an If-None-Match naming the ETag gets a 304 without a body or a render; another input has another ETag", async () => {
    const first = await get(database(), ogPaths.type("infp"));
    const etag = first.headers.get("etag")!;
    const renders = previewImages.renders;
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`]) {
      const again = await get(database(), ogPaths.type("infp"), {
        headers: { "If-None-Match": ifNoneMatch },
      });
      expect(again.status).toBe(304);
      expect(again.headers.get("etag")).toBe(etag);
      expect(await again.text()).toBe("");
    }
    const stale = await get(database(), ogPaths.type("infp"), {
      headers: { "If-None-Match": '"stale"' },
    });
    expect(stale.status).toBe(200);
    expect(previewImages.renders).toBe(renders);
    const other = await get(database(), ogPaths.type("infj"));
    expect(other.headers.get("etag")).not.toBe(etag);
    const otherScores = await get(
      database(),
      ogPaths.result({ type: "INTJ-A", dimensions: { ...scores, mind: 10 } }),
    );
    const sameType = await get(database(), ogPaths.result(intj));
    expect(otherScores.headers.get("etag")).not.toBe(sameType.headers.get("etag"));
  });

  test("a burst of first requests for one image draws it once", async () => {
    const address = ogPaths.section("estp", "friendships");
    const renders = previewImages.renders;
    const responses = await Promise.all(Array.from({ length: 12 }, () => get(database(), address)));
    expect(responses.every((response) => response.status === 200)).toBe(true);
    const bodies = await Promise.all(responses.map(png));
    expect(bodies.every(({ bytes }) => bytes.equals(bodies[0]!.bytes))).toBe(true);
    expect(previewImages.renders - renders).toBe(1);
  });

  test("unknown pages, types, sections, posts and kinds are 404", async () => {
    for (const address of [
      "/og/page/careers.png",
      "/og/page/home.svg",
      "/og/page/home",
      "/og/type/abcd.png",
      "/og/type/INTJ.png",
      "/og/type/intj/nope.png",
      "/og/type/intj/career-paths/more.png",
      "/og/blog/no-such-post.png",
      "/og/blog/..%2Fsecret.png",
      "/og/other/intj.png",
      "/og/result/ABCD-A.png?mind=1",
      "/og/.png",
    ]) {
      const response = await get(database(), address);
      expect(response.status, address).toBe(address.startsWith("/og/result/") ? 400 : 404);
      expect(response.headers.get("cache-control")).toMatch(/no-store/);
    }
  });

  test("a result image's query must be five whole scores that give its type", async () => {
    const base = ogPaths.result(intj);
    for (const [address, message] of [
      [base.replace("mind=22", "mind=22.5"), "mind must be a whole number from 0 to 100."],
      [base.replace("mind=22", "mind=101"), "mind must be a whole number from 0 to 100."],
      [base.replace("&identity=64", ""), "identity must be a whole number from 0 to 100."],
      [base.replace("mind=22", "mind=80"), "These scores give ENTJ-A, not INTJ-A."],
      [base.replace("INTJ-A", "INTJ-X"), '"INTJ-X" is not a type.'],
    ] as const) {
      const response = await get(database(), address);
      expect(response.status, address).toBe(400);
      expect(await response.json()).toEqual({ error: message });
    }
  });

  test("the share card is 1080x1350 and downloads as typeatlas-<type>.png", async () => {
    const response = await get(
      database(),
      ogPaths.share({
        type: "ENFP-T",
        dimensions: { mind: 70, energy: 80, nature: 66, tactics: 90, identity: 20 },
      }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toBe(
      'attachment; filename="typeatlas-ENFP-T.png"',
    );
    expect(await png(response)).toMatchObject({ width: 1080, height: 1350 });
  });

  test("a comparison card draws two results", async () => {
    const response = await get(
      database(),
      ogPaths.comparison(intj, {
        type: "ESFP-T",
        dimensions: { mind: 80, energy: 30, nature: 62, tactics: 75, identity: 40 },
      }),
    );
    expect(response.status).toBe(200);
    expect(await png(response)).toMatchObject({ width: 1200, height: 630 });
  });

  test("HEAD gets the headers without the image; other methods get 405", async () => {
    const head = await get(database(), ogPaths.page("pricing"), { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("etag")).toBeTruthy();
    expect(await head.text()).toBe("");
    const post = await action();
    expect(post.status).toBe(405);
    expect(post.headers.get("allow")).toBe("GET, HEAD");
  });

  test("one address that has had 120 page images drawn in ten minutes is refused a new one, not a kept one", async () => {
    const clientIp = "198.51.100.88";
    const kept = ogPaths.page("pricing");
    expect((await get(database(), kept, { clientIp: "198.51.100.2" })).status).toBe(200);
    // The limit's count as 120 drawings would leave it, without drawing them.
    for (let i = 0; i < 120; i++)
      expect(await consume(database().db, [limits.pageImagesPerIp(clientIp)])).toBeNull();
    const refused = await get(database(), ogPathIn("fr", ogPaths.type("isfp")), { clientIp });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await get(database(), kept, { clientIp })).status).toBe(200);
    // Another address still gets it drawn.
    const other = await get(database(), ogPathIn("fr", ogPaths.type("isfp")), {
      clientIp: "198.51.100.89",
    });
    expect(other.status).toBe(200);
  });

  test("one address drawing result images from new queries is stopped after 60 in ten minutes; kept ones still answer", async () => {
    const clientIp = "198.51.100.77";
    const kept = ogPaths.result(intj);
    await get(database(), kept, { clientIp: "198.51.100.1" });
    let drawn = 0;
    let refused: Response | undefined;
    for (let mind = 0; mind <= 50 && !refused; mind += 1) {
      for (const identity of [51, 52]) {
        const response = await get(
          database(),
          ogPaths.result({ type: "INTJ-A", dimensions: { ...scores, mind, identity } }),
          { clientIp },
        );
        if (response.status === 429) {
          refused = response;
          break;
        }
        expect(response.status).toBe(200);
        drawn += 1;
      }
    }
    expect(drawn).toBe(60);
    expect(refused!.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await get(database(), kept, { clientIp })).status).toBe(200);
  }, 120_000);
});

import type { AppLoadContext } from "react-router";
import { describe, expect, test } from "vitest";
import { statisticsSnapshots } from "~/db/schema";
import { action as normsAction, loader as normsLoader } from "~/routes/api.statistics.norms";
import { loader as typeLoader } from "~/routes/personality-type";
import { loader as resultLoader } from "~/routes/test-results";
import type { StatisticsSnapshot } from "~/statistics/types";
import { createSignedInUser } from "../support/accounts";
import { databaseTargets, freshDatabase } from "../support/databases";
import { normsSnapshot } from "../support/norms-snapshot";
import { loadContext, unwrap } from "../support/route-args";
import { insertSavedResult } from "../support/saved-result";

type Args = { request: Request; context: AppLoadContext; params: Record<string, string> };
const call = (handler: unknown, args: Args) => (handler as (args: Args) => Promise<unknown>)(args);

function getNorms(context: AppLoadContext, headers: Record<string, string> = {}, method = "GET") {
  const request = new Request("http://localhost/api/statistics/norms", { method, headers });
  return call(method === "GET" || method === "HEAD" ? normsLoader : normsAction, {
    request,
    context,
    params: {},
  }) as Promise<Response>;
}

/** A realistic spread: 100,000 people over the scores a 12-statement scale gives. */
function bigHistogram(): number[] {
  return Array.from({ length: 101 }, (_, score) =>
    // Scores fall on multiples of 100/72; most people sit between 30 and 70.
    Math.round(score % 3 === 1 ? 0 : 5000 * Math.exp(-(((score - 50) / 18) ** 2))),
  );
}

describe.each(databaseTargets)("percentiles and the badge on $name", (target) => {
  const database = freshDatabase(target);
  // A new context each time: the snapshot reader keeps what it read for a minute.
  const context = () => loadContext(database());
  const insert = (snapshot: StatisticsSnapshot) =>
    database()
      .db.insert(statisticsSnapshots)
      .values({
        n: snapshot.n,
        synthetic: snapshot.synthetic,
        data: snapshot,
        computedAt: new Date(snapshot.computedAt),
      });

  test("before any snapshot, the norms route answers 204 with no body, cacheable", async () => {
    const response = await getNorms(context());
    expect(response.status).toBe(204);
    expect(await response.text()).toBe("");
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=300");
    expect(response.headers.get("ETag")).toBeNull();
  });

  test("a saved result without statistics gets the estimate and no percentiles", async () => {
    const ctx = context();
    const user = await createSignedInUser(ctx, "estimate@example.com");
    const saved = await insertSavedResult(ctx.db, user.id);
    const loaded = (await call(resultLoader, {
      request: new Request(`http://localhost/test-results/${saved.id}`, {
        headers: { cookie: user.cookie },
      }),
      context: ctx,
      params: { sessionId: saved.id },
    })) as { standing: unknown };
    expect(loaded.standing).toEqual({
      frequency: { kind: "estimate", low: 0.02, high: 0.03 },
      percentiles: {},
      source: null,
    });
  });

  test("below 500 consenting results the route still answers 204", async () => {
    await insert(normsSnapshot({ n: 499, computedAt: "2026-11-19T12:00:00.000Z" }));
    expect((await getNorms(context())).status).toBe(204);
  });

  test("from 500 results: the five histograms, SEMs and type counts, an ETag, and 304 for it", async () => {
    await insert(
      normsSnapshot({
        n: 100_000,
        histogram: bigHistogram(),
        types: { INTJ: 4_000, ISTJ: 49 },
        computedAt: "2026-11-20T12:00:00.000Z",
      }),
    );
    const response = await getNorms(context());
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/json; charset=utf-8");
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=300");
    const etag = response.headers.get("ETag");
    expect(etag).toMatch(/^"[\w-]{22}"$/);
    const text = await response.text();
    // Small enough to fetch after every test: five histograms of 101 counts and sixteen types.
    expect(text.length).toBeLessThan(3_500);
    const body = JSON.parse(text) as {
      n: number;
      dimensions: Record<string, { histogram: number[]; sem: number }>;
      types: { n: number; counts: Record<string, number> };
    };
    expect(body.n).toBe(100_000);
    expect(Object.keys(body.dimensions).sort()).toEqual(
      ["energy", "identity", "mind", "nature", "tactics"].sort(),
    );
    expect(body.dimensions.mind!.histogram).toEqual(bigHistogram());
    expect(body.dimensions.mind!.sem).toBe(5);
    // A type counted fewer than 50 times is not sent at all.
    expect(body.types.counts.ISTJ).toBeUndefined();
    expect(body.types.counts.INTJ).toBeGreaterThanOrEqual(4_000);

    const again = await getNorms(context(), { "If-None-Match": etag! });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect(again.headers.get("ETag")).toBe(etag);
    expect(again.headers.get("Cache-Control")).toBe("public, max-age=300");
    // A list, a weak tag, or another tag: only a match gets the 304.
    expect((await getNorms(context(), { "If-None-Match": `"x", W/${etag}` })).status).toBe(304);
    expect((await getNorms(context(), { "If-None-Match": '"stale"' })).status).toBe(200);
    // HEAD is answered like GET (React Router drops the body).
    expect((await getNorms(context(), {}, "HEAD")).status).toBe(200);
  });

  test("a newer snapshot changes the ETag, so a browser's copy is replaced", async () => {
    const before = (await getNorms(context())).headers.get("ETag");
    await insert(normsSnapshot({ n: 1_000, computedAt: "2026-11-21T12:00:00.000Z" }));
    const after = await getNorms(context());
    expect(after.status).toBe(200);
    expect(after.headers.get("ETag")).not.toBe(before);
    expect((await getNorms(context(), { "If-None-Match": before! })).status).toBe(200);
  });

  test("other methods get 405", async () => {
    const response = await getNorms(context(), {}, "POST");
    expect(response.status).toBe(405);
    expect(response.headers.get("Allow")).toBe("GET, HEAD");
  });

  test("a saved result is compared on the server: its percentiles and measured badge, no histograms", async () => {
    await insert(
      normsSnapshot({
        n: 2_000,
        types: { INTJ: 120, ENFP: 1_880 },
        computedAt: "2026-11-22T12:00:00.000Z",
      }),
    );
    const ctx = context();
    const user = await createSignedInUser(ctx, "measured@example.com");
    // INTJ-A: mind 30, energy 70, nature 30, tactics 30, identity 70.
    const saved = await insertSavedResult(ctx.db, user.id);
    const loaded = (await call(resultLoader, {
      request: new Request(`http://localhost/test-results/${saved.id}`, {
        headers: { cookie: user.cookie },
      }),
      context: ctx,
      params: { sessionId: saved.id },
    })) as Record<string, unknown> & {
      standing: {
        frequency: unknown;
        percentiles: Record<string, { kind: string; pole: string; share: number }>;
        source: unknown;
      };
    };
    expect(loaded.standing.frequency).toEqual({
      kind: "measured",
      share: 0.06,
      n: 2_000,
      synthetic: false,
    });
    expect(Object.keys(loaded.standing.percentiles).sort()).toEqual(
      ["energy", "identity", "mind", "nature", "tactics"].sort(),
    );
    expect(loaded.standing.percentiles.mind).toMatchObject({
      kind: "percentile",
      pole: "introverted",
    });
    expect(loaded.standing.percentiles.identity).toMatchObject({ pole: "assertive" });
    expect(loaded.standing.source).toEqual({
      n: 2_000,
      computedAt: "2026-11-22T12:00:00.000Z",
      synthetic: false,
    });
    expect(JSON.stringify(loaded)).not.toContain("histogram");
  });

  test("a type page carries the measured figure, the same for a visitor and a signed-in reader", async () => {
    const ctx = context();
    const load = async (headers: Record<string, string>) =>
      unwrap(
        await call(typeLoader, {
          request: new Request("http://localhost/personality-types/intj", { headers }),
          context: ctx,
          params: { slug: "intj" },
        }),
      ).data as { frequency: unknown };
    const user = await createSignedInUser(ctx, "reader@example.com");
    const visitor = await load({});
    expect(visitor.frequency).toEqual({
      kind: "measured",
      share: 0.06,
      n: 2_000,
      synthetic: false,
    });
    expect((await load({ cookie: user.cookie })).frequency).toEqual(visitor.frequency);
  });
});

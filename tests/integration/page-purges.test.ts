import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq, sql } from "drizzle-orm";
import express from "express";
import type { AppLoadContext } from "react-router";
import { afterEach, describe, expect, test, vi } from "vitest";
import { answersFor } from "~/assessment/answer-sets";
import { selectRows, type Database } from "~/db/client.server";
import { recordPagePurges } from "~/db/page-purges.server";
import { pagePurges as pagePurgesTable } from "~/db/schema";
import { action as publishApi } from "~/routes/api.public-results";
import { loader as pageLoader } from "~/routes/public-result";
import { action as removeAction } from "~/routes/public-result.remove";
import { comparisonPagesOf } from "~/routes/compare.server";
import { pageCache } from "../../server/page-cache";
import { pagePurges } from "../../server/page-purges";
import { databaseTargets, freshDatabase } from "../support/databases";
import { callRoute, formRequest, loadContext } from "../support/route-args";

/**
 * Several servers on one database, each with its own page cache (decision 033): a page one of
 * them unpublishes leaves the others' caches at their next poll. Each "instance" here is a page
 * cache in front of the real /r/:slug loader, with its own purge poller; the tests call `poll()`
 * where a running server's timer would.
 */

function quietLog() {
  return { info: vi.fn(), warn: vi.fn() };
}

const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((done) => server.close(done))));
});

/** A server's page cache in front of the public result page, and its share of the purges. */
async function startInstance(context: AppLoadContext, db: Database = context.db) {
  const cache = pageCache({ isPersonal: () => false });
  /** Every purge this instance's cache was given, its own and the polled ones. */
  const purgedHere: string[][] = [];
  const purges = pagePurges({
    db,
    cache: {
      purge: (paths) => {
        purgedHere.push([...paths]);
        cache.purge(paths);
      },
    },
    log: quietLog(),
  });
  const app = express();
  app.use(cache);
  app.get("/r/:slug", async (req, res) => {
    const answer = await callRoute(
      (args: { request: Request; context: AppLoadContext }) =>
        pageLoader({ ...args, params: { slug: req.params.slug } } as never),
      new Request(`http://localhost${req.originalUrl}`),
      context,
    );
    res.setHeader("Cache-Control", answer.headers.get("Cache-Control") ?? "private, no-store");
    res.status(answer.status).json(answer.data ?? {});
  });
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  servers.push(server);
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const visit = async (path: string) => {
    const response = await fetch(`${base}${path}`);
    await response.text();
    return { status: response.status, cache: response.headers.get("x-page-cache") };
  };
  return { purges, purgedHere, visit, context: { ...context, purgePages: purges.purge } };
}

const answers = answersFor("INFP-T");

describe.each(databaseTargets)("page purges shared through $name", (target) => {
  const database = freshDatabase(target);
  const db = () => database().db;

  async function publish(context: AppLoadContext) {
    const request = new Request("http://localhost/api/public-results", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ responses: answers }),
    });
    const published = (await publishApi({ request, context, params: {} } as never)) as Response;
    expect(published.status).toBe(201);
    return (await published.json()) as { slug: string; removalToken: string };
  }

  const unpublish = (context: AppLoadContext, slug: string, token: string) =>
    callRoute(
      (args: { request: Request; context: AppLoadContext }) =>
        removeAction({ ...args, params: { slug } } as never),
      formRequest(`/r/${slug}/remove`, { token }),
      context,
    );

  test("a page kept by two instances and unpublished on one is gone from the other after its next poll", async () => {
    const a = await startInstance(loadContext(database(), { clientIp: "198.51.100.30" }));
    const b = await startInstance(loadContext(database(), { clientIp: "198.51.100.31" }));
    await Promise.all([a.purges.poll(), b.purges.poll()]);
    const { slug, removalToken } = await publish(a.context);
    const other = await publish(a.context);
    for (const instance of [a, b])
      for (const path of [`/r/${slug}`, `/r/${other.slug}`]) {
        expect(await instance.visit(path)).toEqual({ status: 200, cache: "miss" });
        expect(await instance.visit(path)).toEqual({ status: 200, cache: "hit" });
      }

    const removed = await unpublish(a.context, slug, removalToken);
    expect(removed.data).toMatchObject({ state: "done" });
    // A drops its copy at once; B still holds its own until it polls: the gap this closes.
    expect(await a.visit(`/r/${slug}`)).toEqual({ status: 410, cache: "miss" });
    expect(await b.visit(`/r/${slug}`)).toEqual({ status: 200, cache: "hit" });

    await b.purges.poll();
    expect(await b.visit(`/r/${slug}`)).toEqual({ status: 410, cache: "miss" });
    expect(await b.visit(`/r/${other.slug}`)).toEqual({ status: 200, cache: "hit" });
    expect(b.purgedHere).toEqual([[`/r/${slug}`, ...comparisonPagesOf(slug)]]);

    // A's poll finds only its own purge, which it already made.
    await a.purges.poll();
    expect(a.purgedHere).toHaveLength(1);
    // B drops nothing twice.
    await b.purges.poll();
    expect(b.purgedHere).toHaveLength(1);
  });

  test("an instance that starts after a purge begins from there; later purges reach it", async () => {
    const early = await startInstance(loadContext(database()));
    await early.purges.purge(["/r/before"]);
    const late = await startInstance(loadContext(database()));
    await late.purges.poll();
    await late.purges.poll();
    expect(late.purgedHere).toEqual([]);
    await early.purges.purge(["/r/after"]);
    await late.purges.poll();
    expect(late.purgedHere).toEqual([["/r/after"]]);
  });

  test("a purge whose id was handed out before a newer one's but committed after it still arrives", async () => {
    const writer = await startInstance(loadContext(database()));
    const reader = await startInstance(loadContext(database()));
    await reader.purges.poll();
    // An insert that has taken its id and not committed yet, as under concurrent unpublishing.
    const [taken] = await selectRows<{ id: string }>(
      db(),
      sql`select nextval(pg_get_serial_sequence('page_purges', 'id')) as id`,
    );
    await writer.purges.purge(["/r/newer"]);
    await reader.purges.poll();
    expect(reader.purgedHere).toEqual([["/r/newer"]]);

    await db().execute(
      sql`insert into page_purges (id, path) overriding system value values (${Number(taken!.id)}, '/r/late')`,
    );
    await reader.purges.poll();
    expect(reader.purgedHere).toEqual([["/r/newer"], ["/r/late"]]);
    await reader.purges.poll();
    expect(reader.purgedHere).toHaveLength(2);
  });

  test("a poll reads a burst larger than one batch to its end", async () => {
    const reader = await startInstance(loadContext(database()));
    await reader.purges.poll();
    const paths = Array.from({ length: 1_203 }, (_, index) => `/r/burst${index}`);
    await recordPagePurges(db(), paths);
    await reader.purges.poll();
    expect(reader.purgedHere.flat().sort()).toEqual([...paths].sort());
  });

  test("pruning deletes the rows older than an hour and keeps the rest", async () => {
    const instance = await startInstance(loadContext(database()));
    const [old] = await recordPagePurges(db(), ["/r/old"]);
    const [recent] = await recordPagePurges(db(), ["/r/recent"]);
    await db()
      .update(pagePurgesTable)
      .set({ createdAt: sql`now() - interval '61 minutes'` })
      .where(eq(pagePurgesTable.id, old!));
    expect(await instance.purges.prune()).toBe(1);
    const left = await db().select({ id: pagePurgesTable.id }).from(pagePurgesTable);
    expect(left.map((row) => row.id)).not.toContain(old);
    expect(left.map((row) => row.id)).toContain(recent);
  });

  test("an unreachable table never stops the server: start resolves, purges still drop pages here", async () => {
    const down = new Error("The database is down.");
    const broken = Object.create(db(), {
      select: {
        value: () => {
          throw down;
        },
      },
      insert: {
        value: () => {
          throw down;
        },
      },
    }) as Database;
    const log = quietLog();
    const cache = { purge: vi.fn() };
    const purges = pagePurges({ db: broken, cache, log });
    await purges.start();
    expect(log.warn).toHaveBeenCalledTimes(1);
    await expect(purges.purge(["/r/somewhere"])).resolves.toBeUndefined();
    expect(cache.purge).toHaveBeenCalledWith(["/r/somewhere"]);
    expect(log.warn).toHaveBeenCalledTimes(2);
    await purges.stop();
  });
});

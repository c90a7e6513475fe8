import { eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { describe, expect, test } from "vitest";
import { answersFor } from "~/assessment/answer-sets";
import { standardErrors } from "~/assessment/measurement";
import { computeResult } from "~/assessment/scoring";
import { accountExport } from "~/db/account-export.server";
import { isSlug, newSlug } from "~/db/public-results.server";
import { hashToken } from "~/lib/tokens.server";
import { publicResults, users } from "~/db/schema";
import { saveTestSession } from "~/db/test-sessions.server";
import { loader as dashboardLoader } from "~/routes/dashboard";
import { loader as pageLoader } from "~/routes/public-result";
import { action as publishApi } from "~/routes/api.public-results";
import { action as publishAction, loader as publishPageLoader } from "~/routes/public-result.new";
import { action as removeAction, loader as removePageLoader } from "~/routes/public-result.remove";
import { createSignedInUser } from "../support/accounts";
import { databaseTargets, freshDatabase } from "../support/databases";
import { comparisonPagesOf } from "~/routes/compare.server";
import { formRequest, loadContext, purged, unwrap } from "../support/route-args";

type Args = { request: Request; context: AppLoadContext; params: Record<string, string> };
type Handler = (args: Args) => Promise<unknown>;

/** Calls a loader or action; a thrown Response or data() is answered like a returned one. */
async function call(handler: unknown, request: Request, context: AppLoadContext, params = {}) {
  let result: unknown;
  try {
    result = await (handler as Handler)({ request, context, params });
  } catch (error) {
    result = error;
  }
  if (result instanceof Response) {
    const text = await result.text();
    return {
      status: result.status,
      body: text.startsWith("{") ? (JSON.parse(text) as Record<string, unknown>) : {},
      headers: result.headers,
    };
  }
  const { status, data } = unwrap(result);
  const init = (result as { init?: ResponseInit | null }).init;
  return {
    status,
    body: (data ?? {}) as Record<string, unknown>,
    headers: new Headers(init?.headers),
  };
}

const intj = answersFor("INTJ-A");
const enfp = answersFor("ENFP-T", 2);

function publishJson(context: AppLoadContext, body: unknown, cookie = "") {
  return call(
    publishApi,
    new Request("http://localhost/api/public-results", {
      method: "POST",
      headers: { "content-type": "application/json", cookie },
      body: typeof body === "string" ? body : JSON.stringify(body),
    }),
    context,
  );
}

const viewPage = (context: AppLoadContext, slug: string) =>
  call(pageLoader, new Request(`http://localhost/r/${slug}`), context, { slug });

function remove(
  context: AppLoadContext,
  slug: string,
  fields: Record<string, string>,
  cookie = "",
) {
  const request = formRequest(`/r/${slug}/remove`, fields);
  if (cookie) request.headers.set("cookie", cookie);
  return call(removeAction, request, context, { slug });
}

describe("slugs", () => {
  test("are 10 base62 characters and differ every time", () => {
    const slugs = new Set(Array.from({ length: 2000 }, () => newSlug()));
    expect(slugs.size).toBe(2000);
    for (const slug of slugs) expect(isSlug(slug)).toBe(true);
    expect(isSlug("short")).toBe(false);
    expect(isSlug("abcdefghi!")).toBe(false);
    expect(isSlug("abcdefghijk")).toBe(false);
  });
});

describe.each(databaseTargets)("public result pages on $name", (target) => {
  const database = freshDatabase(target);
  const context = (clientIp?: string) => loadContext(database(), { clientIp });
  const rowOf = async (slug: string) =>
    (await context().db.select().from(publicResults).where(eq(publicResults.slug, slug)))[0];

  test("a visitor publishes: the server scores the answers and stores only the result", async () => {
    const ctx = context("198.51.100.10");
    const published = await publishJson(ctx, {
      responses: intj,
      displayName: "  Ada   L. ",
      indexable: false,
      // Ignored: the server computes its own.
      type: "ENFP-A",
      dimensions: { mind: 1, energy: 1, nature: 1, tactics: 1, identity: 1 },
    });
    expect(published.status).toBe(201);
    const { slug, removalToken, path } = published.body as Record<string, string>;
    expect(isSlug(slug!)).toBe(true);
    expect(path).toBe(`/r/${slug}`);
    expect(removalToken!.length).toBeGreaterThanOrEqual(40);

    const row = (await rowOf(slug!))!;
    expect(row).toMatchObject({
      personalityType: computeResult(intj).type,
      dimensions: computeResult(intj).dimensions,
      standardErrors: standardErrors(intj),
      displayName: "Ada L.",
      indexable: false,
      userId: null,
      removalTokenHash: hashToken(removalToken!),
    });
    expect(JSON.stringify(row)).not.toContain(removalToken);
    expect(Object.keys(row)).not.toContain("responses");

    const page = await viewPage(ctx, slug!);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ removed: false, displayName: "Ada L.", indexable: false });
    expect(page.headers.get("X-Robots-Tag")).toBe("noindex");
    expect(page.headers.get("Cache-Control")).toBe("public, no-cache");
  });

  test("an indexable page has no noindex", async () => {
    const published = await publishJson(context("198.51.100.11"), {
      responses: enfp,
      indexable: true,
    });
    const page = await viewPage(context(), String(published.body.slug));
    expect(page.body).toMatchObject({ indexable: true, displayName: null });
    expect(page.headers.get("X-Robots-Tag")).toBeNull();
  });

  test("bodies that are not 60 valid answers are 400 with a message, and store nothing", async () => {
    const ctx = context("198.51.100.12");
    const before = (await ctx.db.select().from(publicResults)).length;
    const short = { ...intj } as Record<number, number>;
    delete short[60];
    const cases: [unknown, RegExp][] = [
      [{ responses: short }, /Missing an answer for statement 60/],
      [{ responses: { ...intj, 3: 9 } }, /statement|answer/i],
      [{}, /60 responses|Responses/],
      [[1, 2, 3], /JSON object/],
      ["not json", /not valid JSON/],
      [{ responses: intj, displayName: "x".repeat(41) }, /40 characters/],
      [{ responses: intj, displayName: "see https://spam.example" }, /web address/],
      [{ responses: intj, indexable: "yes" }, /true or false/],
    ];
    for (const [body, message] of cases) {
      const answer = await publishJson(ctx, body);
      expect(answer.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(String(answer.body.error)).toMatch(message);
    }
    expect((await ctx.db.select().from(publicResults)).length).toBe(before);
  });

  test("the owner publishes a saved result; someone else's id is 404 and stores nothing", async () => {
    const ctx = context("198.51.100.13");
    const owner = await createSignedInUser(ctx, "owner@example.com");
    const other = await createSignedInUser(ctx, "other@example.com");
    const { session } = await saveTestSession(ctx.db, {
      userId: owner.id,
      submissionId: crypto.randomUUID(),
      responses: intj,
    });

    const foreign = await publishJson(ctx, { sessionId: session.id }, other.cookie);
    expect(foreign.status).toBe(404);
    const visitor = await publishJson(ctx, { sessionId: session.id });
    expect(visitor.status).toBe(401);
    expect(
      await ctx.db.select().from(publicResults).where(eq(publicResults.testSessionId, session.id)),
    ).toHaveLength(0);
    const foreignPage = await call(
      publishPageLoader,
      new Request(`http://localhost/r/new?session=${session.id}`, {
        headers: { cookie: other.cookie },
      }),
      ctx,
    );
    expect(foreignPage.status).toBe(404);

    const published = await publishJson(
      ctx,
      { sessionId: session.id, displayName: "Owner" },
      owner.cookie,
    );
    expect(published.status).toBe(201);
    expect(published.body.removalToken).toBeUndefined();
    const slug = String(published.body.slug);
    expect(await rowOf(slug)).toMatchObject({
      userId: owner.id,
      testSessionId: session.id,
      personalityType: "INTJ-A",
      standardErrors: standardErrors(intj),
      removalTokenHash: null,
    });

    // The form without JavaScript does the same and lands on the page.
    const request = formRequest("/r/new", { sessionId: session.id, indexable: "on" });
    request.headers.set("cookie", owner.cookie);
    const viaForm = await call(publishAction, request, ctx);
    expect(viaForm.status, JSON.stringify(viaForm.body)).toBe(302);
    expect(viaForm.headers.get("Location")).toMatch(/^\/r\/[0-9A-Za-z]{10}$/);

    const dashboard = (await (dashboardLoader as unknown as Handler)({
      request: new Request("http://localhost/dashboard", { headers: { cookie: owner.cookie } }),
      context: ctx,
      params: {},
    })) as { publicLinks: { links: { slug: string }[] } };
    expect(dashboard.publicLinks.links).toHaveLength(2);
    expect(dashboard.publicLinks.links.map((link) => link.slug)).toContain(slug);
  });

  test("unpublishing: only the owner or the removal secret; then 410, and the cache is purged", async () => {
    const ctx = context("198.51.100.14");
    const owner = await createSignedInUser(ctx, "unpublisher@example.com");
    const other = await createSignedInUser(ctx, "stranger@example.com");
    const { session } = await saveTestSession(ctx.db, {
      userId: owner.id,
      submissionId: crypto.randomUUID(),
      responses: intj,
    });
    const mine = String(
      (await publishJson(ctx, { sessionId: session.id }, owner.cookie)).body.slug,
    );
    const visitor = await publishJson(ctx, { responses: enfp, displayName: "Vis" });
    const theirs = String(visitor.body.slug);
    const token = String(visitor.body.removalToken);

    // Someone else, a wrong secret, no one: 404 and the pages stay.
    expect((await remove(ctx, mine, {}, other.cookie)).status).toBe(404);
    expect((await remove(ctx, mine, {})).status).toBe(404);
    expect((await remove(ctx, mine, { token })).status).toBe(404);
    expect((await remove(ctx, theirs, { token: "wrong" })).status).toBe(404);
    expect((await remove(ctx, theirs, {}, owner.cookie)).status).toBe(404);
    const wrongLink = await call(
      removePageLoader,
      new Request(`http://localhost/r/${theirs}/remove?token=wrong`),
      ctx,
      { slug: theirs },
    );
    expect(wrongLink.status).toBe(404);
    expect((await viewPage(ctx, mine)).status).toBe(200);
    expect((await viewPage(ctx, theirs)).status).toBe(200);

    // The removal link asks first; the post removes.
    const ask = await call(
      removePageLoader,
      new Request(`http://localhost/r/${theirs}/remove?token=${encodeURIComponent(token)}`),
      ctx,
      { slug: theirs },
    );
    expect(ask.body).toMatchObject({ state: "ask" });
    expect((await viewPage(ctx, theirs)).status).toBe(200);
    purged.length = 0;
    const removed = await remove(ctx, theirs, { token });
    expect(removed.body).toMatchObject({ state: "done" });
    expect(purged).toEqual([`/r/${theirs}`, ...comparisonPagesOf(theirs)]);
    const gone = await viewPage(ctx, theirs);
    expect(gone.status).toBe(410);
    // Nothing of the removed result: only the page's own words (decision 034).
    expect(gone.body).toEqual({ removed: true, i18n: expect.objectContaining({ locale: "en" }) });
    expect(await rowOf(theirs)).toMatchObject({
      personalityType: null,
      dimensions: null,
      standardErrors: null,
      displayName: null,
      removalTokenHash: null,
    });
    // A second removal finds nothing to remove.
    expect((await remove(ctx, theirs, { token })).status).toBe(404);

    const byOwner = await remove(ctx, mine, {}, owner.cookie);
    expect(byOwner.status).toBe(302);
    expect(byOwner.headers.get("Location")).toBe("/dashboard");
    expect(purged).toEqual([
      `/r/${theirs}`,
      ...comparisonPagesOf(theirs),
      `/r/${mine}`,
      ...comparisonPagesOf(mine),
    ]);
    expect((await viewPage(ctx, mine)).status).toBe(410);
  });

  test("unknown and malformed slugs are 404", async () => {
    for (const slug of ["AAAAAAAAAA", "short", "../../etc", "abcdefghijk", "' OR 1=1 --"])
      expect((await viewPage(context(), slug)).status).toBe(404);
  });

  test("the export lists public pages; deleting the account removes them", async () => {
    const ctx = context("198.51.100.15");
    const owner = await createSignedInUser(ctx, "exporter@example.com");
    const { session } = await saveTestSession(ctx.db, {
      userId: owner.id,
      submissionId: crypto.randomUUID(),
      responses: intj,
    });
    const slug = String(
      (await publishJson(ctx, { sessionId: session.id, displayName: "Ex" }, owner.cookie)).body
        .slug,
    );
    const exported = await accountExport(ctx.db, owner.id);
    expect(exported.publicResults).toEqual([
      expect.objectContaining({
        path: `/r/${slug}`,
        testResultId: session.id,
        personalityType: "INTJ-A",
        displayName: "Ex",
        indexable: false,
      }),
    ]);
    await ctx.db.delete(users).where(eq(users.id, owner.id));
    expect(await rowOf(slug)).toBeUndefined();
    expect((await viewPage(ctx, slug)).status).toBe(404);
  });

  test("a burst of publishing from one address meets the limit", async () => {
    const ctx = context("198.51.100.99");
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++)
      statuses.push((await publishJson(ctx, { responses: enfp })).status);
    expect(statuses.slice(0, 30).every((status) => status === 201)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429]);
  });
});

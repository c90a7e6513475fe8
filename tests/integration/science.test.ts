import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { describe, expect, test } from "vitest";
import { sessions, statContributions, statisticsSnapshots, users } from "~/db/schema";
import { loader as aboutLoader } from "~/routes/about";
import { loader as adminFiguresLoader } from "~/routes/admin.figures";
import { loader as homeLoader } from "~/routes/home";
import { loader as scienceLoader } from "~/routes/science";
import { countTestsTaken } from "~/statistics/figures.server";
import type { FigureReport, ShownFigure } from "~/statistics/figures";
import type { ScienceFigures } from "~/statistics/science";
import { testSnapshot } from "~/statistics/test-snapshot";
import type { StatisticsSnapshot } from "~/statistics/types";
import { createSignedInUser } from "../support/accounts";
import { databaseTargets, freshDatabase } from "../support/databases";
import { loadContext, unwrap } from "../support/route-args";
import { insertSavedResult } from "../support/saved-result";

type Args = { request: Request; context: AppLoadContext; params: Record<string, string> };
type Loader = (args: Args) => unknown;

/** Calls a loader with a GET of `path`; returns its data, or the status it threw. */
async function call(loader: unknown, context: AppLoadContext, path: string, cookie = "") {
  const lang = /^\/([a-z]{2}(?:-[a-z]{2})?)\//i.exec(path)?.[1];
  try {
    const result = (await (loader as Loader)({
      request: new Request(`http://localhost${path}`, { headers: cookie ? { cookie } : {} }),
      context,
      params: lang ? { lang } : {},
    })) as { init?: ResponseInit | null };
    const { status, data } = unwrap(result);
    return {
      status,
      data: data as Record<string, unknown>,
      headers: new Headers(result.init?.headers),
    };
  } catch (thrown) {
    const init = (thrown as { init?: ResponseInit | null }).init;
    return { status: init?.status ?? 500, data: {}, headers: new Headers() };
  }
}

async function insertSnapshot(context: AppLoadContext, snapshot: StatisticsSnapshot) {
  await context.db.insert(statisticsSnapshots).values({
    computedAt: new Date(snapshot.computedAt),
    n: snapshot.n,
    synthetic: snapshot.synthetic,
    data: snapshot,
  });
}

function contribution(submissionId: string, synthetic = false) {
  return {
    contributorId: crypto.randomUUID(),
    submissionId,
    answers: "4".repeat(60),
    personalityType: "ISTJ-T",
    dimensions: { mind: 50, energy: 50, nature: 50, tactics: 50, identity: 50 },
    locale: "en",
    contributedOn: "2026-11-20",
    synthetic,
  };
}

/** A verified admin with two-factor on, signed in with a session that passed its code. */
async function signedInAdmin(context: AppLoadContext, email: string) {
  const user = await createSignedInUser(context, email);
  await context.db
    .update(users)
    .set({ role: "admin", twoFactorEnabled: true })
    .where(eq(users.id, user.id));
  await context.db
    .update(sessions)
    .set({ twoFactorVerifiedAt: new Date() })
    .where(eq(sessions.userId, user.id));
  return user;
}

describe.each(databaseTargets)("/science, the figures and /admin/figures on $name", (target) => {
  const database = freshDatabase(target);
  // A new context per step: the snapshot reader keeps its answer for a minute.
  const context = () => loadContext(database());

  test("with no statistics, /science says there are none so far and is a shareable page", async () => {
    const page = await call(scienceLoader, context(), "/science");
    expect(page.status).toBe(200);
    expect(page.data.figures).toEqual({ state: "collecting", n: 0, threshold: 200 });
    expect(page.headers.get("Cache-Control")).toContain("s-maxage");
    expect((page.data.page as { title: string }).title).toContain("How the Test Scores");
  });

  test("the home and about pages show the configured figures and the served languages", async () => {
    for (const loader of [homeLoader, aboutLoader]) {
      const page = await call(loader, context(), "/");
      const figures = page.data.figures as ShownFigure[];
      expect(figures.map((figure) => figure.id)).toEqual([
        "people",
        "languages",
        "rating",
        "accuracy",
      ]);
      expect(figures[0]!.value).toEqual({ kind: "configured", text: "10M+" });
      expect(figures[1]!.value.kind).toBe("count");
    }
  });

  test("tests taken counts saved results and real contributions, each attempt once", async () => {
    const ctx = context();
    expect(await countTestsTaken(ctx.db)).toBe(0);
    const user = await createSignedInUser(ctx, "counted@example.com");
    const saved = await insertSavedResult(ctx.db, user.id);
    await insertSavedResult(ctx.db, user.id);
    await ctx.db.insert(statContributions).values([
      // The same attempt saved and given: once.
      contribution(saved.submissionId),
      contribution(crypto.randomUUID()),
      // Simulated respondents are never counted.
      contribution(crypto.randomUUID(), true),
    ]);
    expect(await countTestsTaken(ctx.db)).toBe(3);
  });

  test("below 200 results, /science gives the count and no figure", async () => {
    await insertSnapshot(
      context(),
      testSnapshot({ byLocale: { en: 120, de: 30 }, computedAt: "2026-11-21T03:00:00.000Z" }),
    );
    const page = await call(scienceLoader, context(), "/de/science");
    expect(page.data.figures).toEqual({ state: "collecting", n: 150, threshold: 200 });
    expect(page.data.i18n).toMatchObject({ locale: "de" });
  });

  test("from 200 results, the newest snapshot's figures, without any group under 50", async () => {
    await insertSnapshot(
      context(),
      testSnapshot({
        byLocale: { en: 900, ja: 120, fr: 49 },
        computedAt: "2026-11-22T03:00:00.000Z",
      }),
    );
    const figures = (await call(scienceLoader, context(), "/science")).data
      .figures as ScienceFigures;
    expect(figures).toMatchObject({
      state: "published",
      n: 1069,
      synthetic: false,
      computedAt: "2026-11-22T03:00:00.000Z",
    });
    if (figures.state !== "published") throw new Error("not published");
    expect(figures.languages.map((row) => row.locale)).toEqual(["en", "ja"]);
    expect(figures.dimensions.every((row) => row.shown)).toBe(true);
  });

  test("the admin page shows the computed values beside the configured ones", async () => {
    const ctx = context();
    const admin = await signedInAdmin(ctx, "operator@example.com");
    const page = await call(adminFiguresLoader, ctx, "/admin/figures", admin.cookie);
    expect(page.status).toBe(200);
    const reports = page.data.reports as FigureReport[];
    const people = reports.find((report) => report.id === "people")!;
    // Three attempts counted above: too few to show, and the page says why.
    expect(people).toMatchObject({ source: "configured", configured: "10M+" });
    expect(people.computed).toMatchObject({ value: null, reason: expect.stringContaining("3 ") });
    const accuracy = reports.find((report) => report.id === "accuracy")!;
    expect(accuracy.computed.value).toMatchObject({ kind: "coefficient" });
    expect(accuracy.shown.value).toEqual({ kind: "configured", text: "96%" });
    const rating = reports.find((report) => report.id === "rating")!;
    expect(rating.computed).toMatchObject({ value: null });
  });

  test("a synthetic snapshot is shown on /science as simulated and never feeds the home page", async () => {
    await insertSnapshot(
      context(),
      testSnapshot({
        byLocale: { en: 5000 },
        synthetic: true,
        computedAt: "2026-11-23T03:00:00.000Z",
      }),
    );
    const figures = (await call(scienceLoader, context(), "/science")).data.figures;
    expect(figures).toMatchObject({ state: "published", synthetic: true, n: 5000 });
    const ctx = context();
    const admin = await signedInAdmin(ctx, "operator2@example.com");
    const reports = (await call(adminFiguresLoader, ctx, "/admin/figures", admin.cookie)).data
      .reports as FigureReport[];
    expect(reports.find((report) => report.id === "accuracy")!.computed).toMatchObject({
      value: null,
      reason: expect.stringContaining("simulated"),
    });
  });

  test("/admin/figures is the 404 page for a visitor, a user and an admin without two-factor", async () => {
    const ctx = context();
    expect((await call(adminFiguresLoader, ctx, "/admin/figures")).status).toBe(404);
    const user = await createSignedInUser(ctx, "plain@example.com");
    expect((await call(adminFiguresLoader, ctx, "/admin/figures", user.cookie)).status).toBe(404);
    const halfAdmin = await createSignedInUser(ctx, "half-admin@example.com");
    await ctx.db.update(users).set({ role: "admin" }).where(eq(users.id, halfAdmin.id));
    expect((await call(adminFiguresLoader, ctx, "/admin/figures", halfAdmin.cookie)).status).toBe(
      404,
    );
  });
});

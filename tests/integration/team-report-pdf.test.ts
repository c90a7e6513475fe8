import crypto from "node:crypto";
import type { AppLoadContext } from "react-router";
import { describe, expect, test } from "vitest";
import { teamMembers } from "~/db/schema";
import { serverTranslate } from "~/i18n/messages.server";
import { teamReportPath } from "~/lib/team-report";
import { action, loader } from "~/routes/team.report-pdf";
import { createTeam, setRole, shareResult, stopSharing } from "~/teams/teams.server";
import { createSignedInUser } from "../support/accounts";
import { databaseTargets, freshDatabase } from "../support/databases";
import { comparable, pdfInfo, pdfPages } from "../support/pdf";
import { loadContext } from "../support/route-args";
import { insertSavedResult } from "../support/saved-result";

type Args = { request: Request; context: AppLoadContext; params: Record<string, string> };

/** GET the report's address (with a language prefix: `lang`), as React Router calls the loader. */
async function get(
  context: AppLoadContext,
  teamId: string,
  { cookie = "", lang, method = "GET" }: { cookie?: string; lang?: string; method?: string } = {},
): Promise<Response> {
  const path = `${lang ? `/${lang}` : ""}${teamReportPath(teamId)}`;
  try {
    return await (loader as unknown as (args: Args) => Promise<Response>)({
      request: new Request(new URL(path, "http://localhost"), { headers: { cookie }, method }),
      context,
      params: { teamId, ...(lang ? { lang } : {}) },
    });
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
}

const text = async (response: Response) =>
  comparable((await pdfPages(await response.arrayBuffer())).join(""));

describe.each(databaseTargets)("the team report PDF's route on $name", (target) => {
  const database = freshDatabase(target);
  // Each test its own address, so their counts do not meet.
  let address = 0;
  const context = () => loadContext(database(), { clientIp: `198.51.100.${++address}` });

  /** A team with an owner, an admin and a member, each sharing a saved result, and an outsider. */
  async function team(ctx: AppLoadContext, name = "Platform Crew") {
    const tag = crypto.randomUUID().slice(0, 8);
    const owner = await createSignedInUser(ctx, `owner-${tag}@example.test`, "Olga Owner");
    const admin = await createSignedInUser(ctx, `admin-${tag}@example.test`, "Adam Admin");
    const member = await createSignedInUser(ctx, `member-${tag}@example.test`, "Mina Member");
    const outsider = await createSignedInUser(ctx, `out-${tag}@example.test`, "Otto Outside");
    const created = await createTeam(ctx.db, owner.id, { name });
    for (const person of [admin, member])
      await ctx.db.insert(teamMembers).values({ teamId: created.id, userId: person.id });
    await setRole(ctx.db, {
      teamId: created.id,
      actorId: owner.id,
      memberId: admin.id,
      role: "admin",
    });
    for (const person of [owner, admin, member]) {
      const saved = await insertSavedResult(ctx.db, person.id);
      await shareResult(ctx.db, { teamId: created.id, userId: person.id, testSessionId: saved.id });
    }
    return { id: created.id, owner, admin, member, outsider };
  }

  test("the owner downloads the report in the page's language: private, never stored, never sniffed", async () => {
    const ctx = context();
    const crew = await team(ctx);
    const response = await get(ctx, crew.id, { cookie: crew.owner.cookie, lang: "ja" });
    expect(response.status).toBe(200);
    const day = new Date().toISOString().slice(0, 10);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="typeatlas-team-platform-crew-${day}.pdf"`,
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
    });
    const bytes = await response.arrayBuffer();
    expect(response.headers.get("content-length")).toBe(String(bytes.byteLength));
    expect((await pdfInfo(bytes)).language).toBe("ja");
    const pages = comparable((await pdfPages(bytes)).join(""));
    expect(pages).toContain(comparable("Platform Crew"));
    for (const name of ["Olga Owner", "Adam Admin", "Mina Member"])
      expect(pages).toContain(comparable(name));
    expect(pages).not.toContain(comparable("Otto Outside"));
    expect(pages).toContain(comparable(serverTranslate("ja")("results:dimension.energy")));
    // Three shared results: the summary is there.
    expect(pages).toContain(comparable("All three members who shared a result lean Introverted."));
  });

  test("an admin downloads it too; a member, an outsider, nobody signed in and a team that does not exist get one and the same 404", async () => {
    const ctx = context();
    const crew = await team(ctx);
    expect((await get(ctx, crew.id, { cookie: crew.admin.cookie })).status).toBe(200);

    const refusals = [
      await get(ctx, crew.id, { cookie: crew.member.cookie }),
      await get(ctx, crew.id, { cookie: crew.outsider.cookie }),
      await get(ctx, crew.id),
      await get(ctx, crypto.randomUUID(), { cookie: crew.owner.cookie }),
      await get(ctx, "not-a-team", { cookie: crew.owner.cookie }),
      await get(ctx, crew.id, { cookie: crew.member.cookie, method: "HEAD" }),
    ];
    const answers = await Promise.all(
      refusals.map(async (response) => ({
        status: response.status,
        type: response.headers.get("content-type"),
        cache: response.headers.get("cache-control"),
        body: await response.text(),
      })),
    );
    expect(answers[0]).toEqual({
      status: 404,
      type: "application/json",
      cache: "no-store",
      body: JSON.stringify({ error: "No team report at this address." }),
    });
    for (const answer of answers) expect(answer).toEqual(answers[0]);
  });

  test("the report reads the shares at the moment: a member who stops sharing is gone from the next one", async () => {
    const ctx = context();
    const crew = await team(ctx);
    expect(await text(await get(ctx, crew.id, { cookie: crew.owner.cookie }))).toContain(
      comparable("Mina Member"),
    );
    await stopSharing(ctx.db, crew.id, crew.member.id);
    const after = await text(await get(ctx, crew.id, { cookie: crew.owner.cookie }));
    expect(after).not.toContain(comparable("Mina Member"));
    expect(after).toContain(
      comparable("2 members have shared a result, of 3 members in the team."),
    );
    expect(after).toContain(comparable(serverTranslate("en")("teamView:report.noSummary")));
  });

  test("a burst from one person meets the limit: 429 with Retry-After, in the page's language", async () => {
    const ctx = context();
    const crew = await team(ctx);
    // Counted before the drawing, so refused requests cost no PDF: HEAD keeps this test short.
    for (let n = 0; n < 10; n++)
      expect((await get(ctx, crew.id, { cookie: crew.owner.cookie, method: "HEAD" })).status).toBe(
        200,
      );
    const refused = await get(ctx, crew.id, { cookie: crew.owner.cookie, lang: "de" });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(((await refused.json()) as { error: string }).error).toMatch(/Minute|Sekunde/);
    // The admin has their own count, and a member's refusal counts nothing.
    expect((await get(ctx, crew.id, { cookie: crew.admin.cookie, method: "HEAD" })).status).toBe(
      200,
    );
  });

  test("HEAD answers the headers without the body; other methods get 405; an unknown language is the 404 page", async () => {
    const ctx = context();
    const crew = await team(ctx);
    const head = await get(ctx, crew.id, { cookie: crew.owner.cookie, method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-type")).toBe("application/pdf");
    expect(await head.text()).toBe("");
    const post = (action as unknown as () => Response)();
    expect(post.status).toBe(405);
    expect(post.headers.get("allow")).toBe("GET, HEAD");
    await expect(
      get(ctx, crew.id, { cookie: crew.owner.cookie, lang: "xx" }),
    ).rejects.toMatchObject({ init: { status: 404 } });
  });
});

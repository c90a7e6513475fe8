import type { AppLoadContext } from "react-router";
import { describe, expect, test } from "vitest";
import { subscriptions } from "~/db/schema";
import { serverTranslate } from "~/i18n/messages.server";
import { profileIn } from "~/i18n/profiles.server";
import { resultPdfHref } from "~/lib/result-pdf";
import { action, loader } from "~/routes/result-pdf";
import { createSignedInUser } from "../support/accounts";
import { databaseTargets, freshDatabase } from "../support/databases";
import { comparable, pdfInfo, pdfPages } from "../support/pdf";
import { loadContext } from "../support/route-args";
import { insertSavedResult } from "../support/saved-result";

type Args = { request: Request; context: AppLoadContext; params: Record<string, string> };

const scores = { mind: 22, energy: 71, nature: 38, tactics: 45, identity: 64 };
const intj = { type: "INTJ-A", dimensions: scores };

/** GET the PDF's address (with a language prefix: `lang`), as React Router calls the loader. */
async function get(
  context: AppLoadContext,
  address: string,
  { cookie = "", lang, method = "GET" }: { cookie?: string; lang?: string; method?: string } = {},
): Promise<Response> {
  const path = lang ? `/${lang}${address}` : address;
  try {
    return await (loader as unknown as (args: Args) => Promise<Response>)({
      request: new Request(new URL(path, "http://localhost"), { headers: { cookie }, method }),
      context,
      params: lang ? { lang } : {},
    });
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
}

const text = async (response: Response) =>
  comparable((await pdfPages(await response.arrayBuffer())).join(""));

describe.each(databaseTargets)("the result PDF's route on $name", (target) => {
  const database = freshDatabase(target);
  // Each test its own address, so their counts do not meet.
  let address = 0;
  const context = () => loadContext(database(), { clientIp: `198.51.100.${++address}` });

  test("a result from its scores is a PDF download in the page's language, private, never sniffed", async () => {
    const response = await get(context(), resultPdfHref(intj), { lang: "ja" });
    expect(response.status).toBe(200);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      "content-type": "application/pdf",
      "content-disposition": 'attachment; filename="typeatlas-intj-a.pdf"',
      "cache-control": "private, no-cache",
      "x-content-type-options": "nosniff",
    });
    const bytes = await response.arrayBuffer();
    expect(response.headers.get("content-length")).toBe(String(bytes.byteLength));
    expect((await pdfInfo(bytes)).language).toBe("ja");
    const pages = comparable((await pdfPages(bytes)).join(""));
    expect(pages).toContain(comparable(profileIn("INTJ-A", "ja")!.name));
    expect(pages).toContain(comparable(serverTranslate("ja")("results:pdf.dimensions")));
  });

  test("scores that are not whole numbers from 0 to 100, or that give another type, are a 400 that says so", async () => {
    const cases: [string, RegExp][] = [
      ["/personality-test/results/pdf?type=INTJ-A&mind=22", /energy must be a whole number/],
      [
        "/personality-test/results/pdf?type=INTJ-A&mind=101&energy=71&nature=38&tactics=45&identity=64",
        /mind must be a whole number from 0 to 100/,
      ],
      [
        "/personality-test/results/pdf?type=INTJ-A&mind=2.5&energy=71&nature=38&tactics=45&identity=64",
        /mind must be a whole number/,
      ],
      [
        "/personality-test/results/pdf?type=INTJ-A&mind=80&energy=71&nature=38&tactics=45&identity=64",
        /These scores give ENTJ-A, not INTJ-A/,
      ],
      ["/personality-test/results/pdf?type=ABCD-A", /"ABCD-A" is not a type/],
      ["/personality-test/results/pdf", /"" is not a type/],
    ];
    for (const [address, message] of cases) {
      const response = await get(context(), address);
      expect(response.status, address).toBe(400);
      expect(((await response.json()) as { error: string }).error).toMatch(message);
    }
  });

  test("an unknown language prefix is the 404 page", async () => {
    await expect(get(context(), resultPdfHref(intj), { lang: "xx" })).rejects.toMatchObject({
      init: { status: 404 },
    });
  });

  test("a saved result is its owner's: anyone else, or nobody signed in, gets 404", async () => {
    const ctx = context();
    const owner = await createSignedInUser(ctx, "pdf-owner@example.test");
    const other = await createSignedInUser(ctx, "pdf-other@example.test");
    const saved = await insertSavedResult(ctx.db, owner.id);
    const href = resultPdfHref(intj, saved.id);

    const mine = await get(ctx, href, { cookie: owner.cookie, lang: "ar" });
    expect(mine.status).toBe(200);
    expect(mine.headers.get("cache-control")).toBe("private, no-store");
    const bytes = await mine.arrayBuffer();
    expect((await pdfInfo(bytes)).language).toBe("ar");
    const pages = comparable((await pdfPages(bytes)).join(""));
    expect(pages).toContain(comparable(profileIn("INTJ-A", "ar")!.name));
    // The date the test was taken, in the page's language.
    expect(pages).toContain(
      comparable(serverTranslate("ar")("results:pdf.footer", { when: saved.completedAt })),
    );

    for (const cookie of [other.cookie, ""]) {
      const refused = await get(ctx, href, { cookie });
      expect(refused.status).toBe(404);
      expect(((await refused.json()) as { error: string }).error).toMatch(/No saved result/);
    }
    const malformed = await get(ctx, resultPdfHref(intj, "not-an-id"), { cookie: owner.cookie });
    expect(malformed.status).toBe(404);
  });

  test("the premium pages come only for a reader entitled to them", async () => {
    const ctx = context();
    const buyer = await createSignedInUser(ctx, "pdf-buyer@example.test");
    const bought = await insertSavedResult(ctx.db, buyer.id, { isPremium: true });
    const notBought = await insertSavedResult(ctx.db, buyer.id);
    const premium = comparable("Premium Report");

    // A bought report comes with its saved result, not with another result or one from scores.
    expect(
      await text(await get(ctx, resultPdfHref(intj, bought.id), { cookie: buyer.cookie })),
    ).toContain(premium);
    expect(
      await text(await get(ctx, resultPdfHref(intj, notBought.id), { cookie: buyer.cookie })),
    ).not.toContain(premium);
    expect(await text(await get(ctx, resultPdfHref(intj), { cookie: buyer.cookie }))).not.toContain(
      premium,
    );
    expect(await text(await get(ctx, resultPdfHref(intj)))).not.toContain(premium);

    // A subscriber reads it with every result.
    await ctx.db
      .insert(subscriptions)
      .values({ userId: buyer.id, status: "active", planType: "monthly" });
    expect(
      await text(await get(ctx, resultPdfHref(intj, notBought.id), { cookie: buyer.cookie })),
    ).toContain(premium);
    expect(await text(await get(ctx, resultPdfHref(intj), { cookie: buyer.cookie }))).toContain(
      premium,
    );
  });

  test("a burst from one address meets the limit: 429 with Retry-After, in the page's language", async () => {
    const ctx = context();
    // Counted before the drawing, so refused requests cost no PDF: HEAD keeps this test short.
    for (let n = 0; n < 30; n++)
      expect((await get(ctx, resultPdfHref(intj), { method: "HEAD" })).status).toBe(200);
    const refused = await get(ctx, resultPdfHref(intj), { lang: "de" });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(((await refused.json()) as { error: string }).error).toMatch(/Minute|Sekunde/);
    // Another address is not affected.
    expect((await get(context(), resultPdfHref(intj))).status).toBe(200);
  });

  test("HEAD answers the headers without the body; other methods get 405", async () => {
    const head = await get(context(), resultPdfHref(intj), { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-type")).toBe("application/pdf");
    expect(await head.text()).toBe("");
    const post = (action as unknown as () => Response)();
    expect(post.status).toBe(405);
    expect(post.headers.get("allow")).toBe("GET, HEAD");
  });
});

import { describe, expect, test } from "vitest";
import { answersFor } from "~/assessment/answer-sets";
import { pairText } from "~/assessment/comparisons";
import {
  publishSavedResult,
  publishVisitorResult,
  unpublishResult,
} from "~/db/public-results.server";
import { saveTestSession } from "~/db/test-sessions.server";
import { loader as compareLoader } from "~/routes/compare";
import { loader as publicCompareLoader } from "~/routes/public-result.compare";
import { createSignedInUser } from "../support/accounts";
import { english } from "../support/english";
import { databaseTargets, freshDatabase } from "../support/databases";
import { callRoute, loadContext } from "../support/route-args";

type Handler = (args: { request: Request; context: unknown; params: unknown }) => unknown;

/** Calls a loader with its params, as React Router would: a thrown `data(...)` is its answer. */
function call(
  loader: unknown,
  path: string,
  params: Record<string, string>,
  context: ReturnType<typeof loadContext>,
  cookie?: string,
) {
  const request = new Request(`http://localhost${path}`, {
    headers: cookie ? { Cookie: cookie } : {},
  });
  return callRoute(
    async (args: { request: Request; context: unknown }) => {
      try {
        return await (loader as Handler)({ ...args, params });
      } catch (thrown) {
        if (thrown instanceof Response) throw thrown;
        return thrown;
      }
    },
    request,
    context,
  );
}

const publish = (
  context: ReturnType<typeof loadContext>,
  type: string,
  displayName: string | null,
  indexable = false,
) =>
  publishVisitorResult(context.db, {
    responses: answersFor(type, 2),
    displayName,
    indexable,
  });

describe.each(databaseTargets)("comparing on $name", (target) => {
  const database = freshDatabase(target);

  test("two published results: both sides, the pair text, shared but noindex unless both opt in", async () => {
    const context = loadContext(database());
    const sam = await publish(context, "INTJ-A", "Sam");
    const alex = await publish(context, "ENFP-T", "Alex", true);
    const both = await call(
      compareLoader,
      `/compare/${sam.slug}/${alex.slug}`,
      { a: sam.slug, b: alex.slug },
      context,
    );
    expect(both.status).toBe(200);
    expect(both.data).toMatchObject({
      kind: "both",
      a: { label: "Sam", type: "INTJ-A" },
      b: { label: "Alex", type: "ENFP-T" },
      pairText: pairText("INTJ", "ENFP"),
      indexable: false,
    });
    expect(both.headers.get("Cache-Control")).toBe("public, no-cache");
    expect(both.headers.get("X-Robots-Tag")).toBe("noindex");

    const kim = await publish(context, "ESTJ-A", null, true);
    const open = await call(compareLoader, "/compare", { a: alex.slug, b: kim.slug }, context);
    expect(open.data).toMatchObject({
      b: { label: english("compare:label.personB") },
      indexable: true,
    });
    expect(open.headers.get("X-Robots-Tag")).toBeNull();
  });

  test("one side missing or removed: which one, with the other offered; 404 and 410", async () => {
    const context = loadContext(database());
    const sam = await publish(context, "INTJ-A", "Sam");
    const gone = await publish(context, "ISFP-T", null);
    await unpublishResult(context.db, { slug: gone.slug, token: gone.removalToken });

    const missing = await call(
      compareLoader,
      "/compare",
      { a: "Zz9Zz9Zz9Z", b: sam.slug },
      context,
    );
    expect(missing.status).toBe(404);
    expect(missing.data).toEqual({
      kind: "gone",
      which: "first",
      reason: "missing",
      remaining: { slug: sam.slug, displayName: "Sam", type: "INTJ-A" },
      i18n: expect.objectContaining({ locale: "en" }),
    });
    expect(missing.headers.get("X-Robots-Tag")).toBe("noindex");

    const removed = await call(compareLoader, "/compare", { a: sam.slug, b: gone.slug }, context);
    expect(removed.status).toBe(410);
    expect(removed.data).toMatchObject({
      which: "second",
      reason: "removed",
      remaining: { slug: sam.slug },
    });

    const neither = await call(compareLoader, "/compare", { a: gone.slug, b: gone.slug }, context);
    expect(neither.status).toBe(410);
    expect(neither.data).toMatchObject({ which: "both", remaining: null });
  });

  test("malformed slugs, or two unknown ones, are the 404 page", async () => {
    const context = loadContext(database());
    const sam = await publish(context, "INTJ-A", "Sam");
    for (const [a, b] of [
      ["short", sam.slug],
      [sam.slug, "has space!"],
      [sam.slug, `${sam.slug}x`],
      ["Zz9Zz9Zz9Z", "Yy8Yy8Yy8Y"],
    ]) {
      const result = await call(compareLoader, "/compare", { a: a!, b: b! }, context);
      expect(result.status, `${a} ${b}`).toBe(404);
    }
  });

  test("/r/:slug/compare sends only the public side to a visitor, shared like /r/:slug", async () => {
    const context = loadContext(database());
    const sam = await publish(context, "INFP-T", null);
    const page = await call(
      publicCompareLoader,
      `/r/${sam.slug}/compare`,
      { slug: sam.slug },
      context,
    );
    expect(page.status).toBe(200);
    expect(page.data).toMatchObject({
      kind: "found",
      other: { label: english("compare:label.otherPerson"), type: "INFP-T" },
      signedIn: false,
      saved: [],
      mine: null,
      pairText: null,
    });
    expect(page.headers.get("Cache-Control")).toBe("public, no-cache");

    const unknown = await call(
      publicCompareLoader,
      "/r/x/compare",
      { slug: "Zz9Zz9Zz9Z" },
      context,
    );
    expect(unknown.status).toBe(404);
    await unpublishResult(context.db, { slug: sam.slug, token: sam.removalToken });
    const removed = await call(publicCompareLoader, "/r/x/compare", { slug: sam.slug }, context);
    expect(removed.status).toBe(410);
  });

  test("a signed-in user compares with their own saved result, never someone else's", async () => {
    const context = loadContext(database());
    const owner = await createSignedInUser(context, "owner@example.com");
    const other = await createSignedInUser(context, "other@example.com");
    const { session } = await saveTestSession(context.db, {
      userId: owner.id,
      submissionId: crypto.randomUUID(),
      responses: answersFor("ESTP-A", 3),
    });
    const published = await publishSavedResult(context.db, {
      userId: other.id,
      testSessionId: (
        await saveTestSession(context.db, {
          userId: other.id,
          submissionId: crypto.randomUUID(),
          responses: answersFor("ISFJ-T", 2),
        })
      ).session.id,
      displayName: "Kim",
      indexable: false,
    });
    const slug = published!.slug;

    const list = await call(
      publicCompareLoader,
      `/r/${slug}/compare`,
      { slug },
      context,
      owner.cookie,
    );
    expect(list.data).toMatchObject({
      signedIn: true,
      saved: [{ id: session.id, type: "ESTP-A" }],
    });
    expect(list.headers.get("Cache-Control")).toBe("private, no-store");

    const mine = await call(
      publicCompareLoader,
      `/r/${slug}/compare?mine=${session.id}`,
      { slug },
      context,
      owner.cookie,
    );
    expect(mine.status).toBe(200);
    expect(mine.data).toMatchObject({
      mine: { isYou: true, type: "ESTP-A" },
      other: { label: "Kim", type: "ISFJ-T" },
      pairText: pairText("ESTP", "ISFJ"),
    });
    expect(mine.headers.get("Cache-Control")).toBe("private, no-store");

    // Someone else's saved result, or a malformed id: the 404 page, and nothing of it is read.
    const theirs = await call(
      publicCompareLoader,
      `/r/${slug}/compare?mine=${session.id}`,
      { slug },
      context,
      other.cookie,
    );
    expect(theirs.status).toBe(404);
    const malformed = await call(
      publicCompareLoader,
      `/r/${slug}/compare?mine=nope`,
      { slug },
      context,
      owner.cookie,
    );
    expect(malformed.status).toBe(404);
    // Signed out, a saved result asks for sign-in first.
    const anonymous = await call(
      publicCompareLoader,
      `/r/${slug}/compare?mine=${session.id}`,
      { slug },
      context,
    );
    expect(anonymous.status).toBe(302);
    expect(anonymous.location).toContain("/auth?redirectTo=");
  });
});

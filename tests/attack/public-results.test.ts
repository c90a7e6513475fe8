import { describe, expect, test } from "vitest";
import { answersFor } from "~/assessment/answer-sets";
import { formBody, identity, serverForFile, signUpAndVerify } from "./support";

/**
 * Public result pages against a production server (issue 20, decision 031): the page cache's copy
 * goes when a page is unpublished, foreign ids and bad bodies change nothing, bursts meet a limit.
 */
const server = serverForFile();

async function publish(body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${server().url}/api/public-results`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: server().url, ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, string> };
}

const answers = answersFor("ISFJ-T");

describe("the page cache and unpublishing", () => {
  test("a kept page answers 410 at once after removal, its .data too", async () => {
    const published = await publish({ responses: answers }, { "X-Forwarded-For": "192.0.2.1" });
    expect(published.status).toBe(201);
    const { path, removalToken } = published.body;
    for (const suffix of ["", ".data"]) {
      await (await fetch(`${server().url}${path}${suffix}`, { headers: identity })).text();
      const kept = await fetch(`${server().url}${path}${suffix}`, { headers: identity });
      expect(kept.status).toBe(200);
      expect(kept.headers.get("x-page-cache"), suffix).toBe("hit");
      expect(kept.headers.get("x-robots-tag")).toBe("noindex");
      await kept.text();
    }

    const removed = await fetch(`${server().url}${path}/remove`, {
      method: "POST",
      headers: { Origin: server().url },
      body: formBody({ token: removalToken! }),
    });
    expect(removed.status).toBe(200);
    await removed.text();

    const gone = await fetch(`${server().url}${path}`, { headers: identity });
    expect(gone.status).toBe(410);
    expect(gone.headers.get("x-page-cache")).not.toBe("hit");
    expect(await gone.text()).toContain("This result is no longer shared");
    const goneData = await fetch(`${server().url}${path}.data`, { headers: identity });
    expect(goneData.status).toBe(410);
  });

  test("unknown and malformed slugs are the 404 page", async () => {
    for (const slug of ["AAAAAAAAAA", "abc", "%00", "..%2F..%2Fetc", "a".repeat(300)]) {
      const response = await fetch(`${server().url}/r/${slug}`);
      expect(response.status, slug).toBe(404);
      expect(await response.text()).toContain("Page not found");
    }
  });
});

describe("bad input", () => {
  test("bodies that are not 60 valid answers are 400 with a clear message", async () => {
    const short = { ...answers } as Record<number, number>;
    delete short[1];
    const cases: [unknown, RegExp][] = [
      [{ responses: short }, /Missing an answer for statement 1\b/],
      [{ responses: { ...answers, 7: 0 } }, /1 to 7|whole number/],
      ["{", /not valid JSON/],
      [[], /JSON object/],
      [{ responses: answers, displayName: 5 }, /must be text/],
    ];
    for (const [body, message] of cases) {
      const answer = await publish(body, { "X-Forwarded-For": "192.0.2.2" });
      expect(answer.status, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(answer.body.error).toMatch(message);
    }
  });

  test("publishing or removing someone else's result is 404 and changes nothing", async () => {
    const owner = await signUpAndVerify(
      server().url,
      { name: "Owner", email: "public.owner@example.com" },
      "192.0.2.3",
    );
    const other = await signUpAndVerify(
      server().url,
      { name: "Other", email: "public.other@example.com" },
      "192.0.2.4",
    );
    const saved = await fetch(`${server().url}/api/test-sessions`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: server().url, Cookie: owner },
      body: JSON.stringify({ submissionId: crypto.randomUUID(), responses: answers }),
    });
    const sessionId = ((await saved.json()) as { session: { id: string } }).session.id;

    expect((await publish({ sessionId }, { Cookie: other })).status).toBe(404);
    expect(
      (await fetch(`${server().url}/r/new?session=${sessionId}`, { headers: { Cookie: other } }))
        .status,
    ).toBe(404);

    const mine = await publish({ sessionId }, { Cookie: owner });
    expect(mine.status).toBe(201);
    const stranger = await fetch(`${server().url}${mine.body.path}/remove`, {
      method: "POST",
      headers: { Origin: server().url, Cookie: other },
      body: formBody({}),
      redirect: "manual",
    });
    expect(stranger.status).toBe(404);
    expect((await fetch(`${server().url}${mine.body.path}`)).status).toBe(200);

    // A post from another site is refused before it reaches the route.
    const crossSite = await fetch(`${server().url}/api/public-results`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: "https://evil.example" },
      body: JSON.stringify({ responses: answers }),
    });
    expect(crossSite.status).toBe(403);
  });

  test("a burst of publishing from one address meets the limit with Retry-After", async () => {
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let i = 0; i < 31; i++) {
      const response = await fetch(`${server().url}/api/public-results`, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          Origin: server().url,
          "X-Forwarded-For": "192.0.2.50",
        },
        body: JSON.stringify({ responses: answers }),
      });
      statuses.push(response.status);
      if (response.status === 429) retryAfter = response.headers.get("retry-after");
      await response.text();
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(30);
    expect(statuses.at(-1)).toBe(429);
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });
});

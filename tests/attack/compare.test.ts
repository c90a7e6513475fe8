import { expect, test } from "vitest";
import { publishAnswers } from "../support/publishing";
import { identity, serverForFile } from "./support";
import { english } from "../support/english";

/**
 * The comparison pages against a production server (issue 20): odd slugs and query strings are
 * the 404 page or a sign-in, never an error; a burst of anonymous requests for one comparison is
 * answered from the page cache; removing a page drops the kept comparisons that show it.
 */
const server = serverForFile();

const publish = (type: string) => publishAnswers(server().url, type);

const errorLines = (output: string) =>
  output.split("\n").filter((line) => /"level":(50|60)\b/.test(line));

test("odd slugs and query strings get the 404 page or a sign-in, and log no error", async () => {
  const { slug } = await publish("INTJ-A");
  const odd = [
    "%00",
    "..%2F..%2Fetc",
    "a".repeat(5000),
    "%E2%80%AE",
    "Zz9Zz9Zz9Z",
    "Zz9Zz9Zz9Z%20",
    `${slug.slice(0, 9)}*`,
  ];
  for (const bad of odd) {
    for (const path of [
      `/compare/${bad}/${slug}`,
      `/compare/${slug}/${bad}`,
      `/r/${bad}/compare`,
    ]) {
      for (const suffix of ["", ".data"]) {
        const response = await fetch(`${server().url}${path}${suffix}`, { headers: identity });
        expect(response.status, path + suffix).toBe(404);
        await response.arrayBuffer();
      }
    }
  }
  for (const mine of ["", "x", "%00", "0b0e4f1e-6c1a-4c55-9d1c-111111111111", "a".repeat(3000)]) {
    const response = await fetch(`${server().url}/r/${slug}/compare?mine=${mine}`, {
      redirect: "manual",
    });
    expect(response.status, mine).toBe(302);
    expect(response.headers.get("location")).toMatch(/^\/auth\?redirectTo=/);
  }
  expect(errorLines(server().output())).toEqual([]);
});

test("a burst of anonymous requests for one comparison is rendered once and kept; removing a side drops it", async () => {
  const a = await publish("ENFP-T");
  const b = await publish("ISTJ-A");
  const path = `/compare/${a.slug}/${b.slug}`;
  const first = await fetch(`${server().url}${path}`, { headers: identity });
  expect(first.status).toBe(200);
  expect(first.headers.get("cache-control")).toBe("public, no-cache");
  await first.text();
  const burst = await Promise.all(
    Array.from({ length: 40 }, () => fetch(`${server().url}${path}`, { headers: identity })),
  );
  for (const response of burst) {
    expect(response.status).toBe(200);
    expect(response.headers.get("x-page-cache")).toBe("hit");
    await response.text();
  }

  const removed = await fetch(`${server().url}/r/${b.slug}/remove.data`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ token: b.removalToken }),
  });
  expect(removed.status).toBe(200);
  const after = await fetch(`${server().url}${path}`, { headers: identity });
  expect(after.status).toBe(410);
  expect(await after.text()).toContain(
    english("compare:missing.removedTitle", { which: "second" }),
  );
});

import crypto from "node:crypto";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { questions } from "~/assessment/questions";
import type { SpawnedServer } from "../support/server";
import { cookiesFrom, formBody, identity, password, signUpAndVerify, startServer } from "./support";

/**
 * The edges of HTTP against production servers on 127.0.0.1 (issue 17): HEAD and the page cache,
 * Cache-Control of personal answers, request targets that are not a path, and HSTS.
 */
let server: SpawnedServer;
let secure: SpawnedServer;
let session = "";
let resultId = "";
const email = "http.edges@example.com";

beforeAll(async () => {
  [server, secure] = await Promise.all([
    startServer(),
    startServer({ SITE_URL: "https://typeatlas.test" }),
  ]);
});

afterAll(async () => {
  await Promise.all([server?.stop(), secure?.stop()]);
});

/** Sends one request line as written (no URL parsing on the way) and returns the raw answer. */
function sendRaw(port: number, requestLine: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () =>
      socket.write(`${requestLine}\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`),
    );
    let answer = "";
    socket.on("data", (chunk: Buffer) => (answer += chunk.toString()));
    socket.on("error", reject);
    socket.on("close", () => resolve(answer));
  });
}

/** Log lines at error level or above (pino: 50 and 60). */
const errorLines = (output: string) =>
  output.split("\n").filter((line) => /"level":(50|60)\b/.test(line));

describe("HEAD and the page cache", () => {
  // Pages nobody has asked for yet on this server, so each HEAD is the first request for them.
  const pages = ["/pricing", "/about", "/personality-types/intj", "/blog"];
  const data = ["/pricing.data", "/about.data", "/personality-types/enfp.data"];

  test("a HEAD first (an uptime monitor) leaves every page and its .data whole for the visitors after it", async () => {
    for (const path of [...pages, ...data]) {
      const head = await fetch(`${server.url}${path}`, { method: "HEAD", headers: identity });
      expect(head.status, path).toBe(200);
      for (let visit = 0; visit < 2; visit++) {
        const get = await fetch(`${server.url}${path}`, { headers: identity });
        const body = await get.text();
        expect(get.status, path).toBe(200);
        if (path.endsWith(".data")) expect(body.length, path).toBeGreaterThan(50);
        else expect(body, path).toMatch(/<html[^]*<h1[^]*<\/html>/);
        // The second visit is answered from the cache: what was kept is the GET's page.
        if (visit === 1) expect(get.headers.get("x-page-cache"), path).toBe("hit");
      }
    }
  });

  test("a HEAD of a kept page announces the length of its GET", async () => {
    const get = await fetch(`${server.url}/pricing`, { headers: identity });
    const length = Buffer.byteLength(await get.text());
    const head = await fetch(`${server.url}/pricing`, { method: "HEAD", headers: identity });
    expect(head.headers.get("x-page-cache")).toBe("hit");
    expect(Number(head.headers.get("content-length"))).toBe(length);
  });
});

describe("Cache-Control of personal answers", () => {
  beforeAll(async () => {
    session = await signUpAndVerify(server.url, { name: "Edge", email });
    const saved = await fetch(`${server.url}/api/test-sessions`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: server.url, Cookie: session },
      body: JSON.stringify({
        submissionId: crypto.randomUUID(),
        responses: Object.fromEntries(questions.map((question) => [question.id, 6])),
      }),
    });
    resultId = ((await saved.json()) as { session: { id: string } }).session.id;
  });

  const neverStored = (response: Response, what: string) => {
    const cacheControl = response.headers.get("cache-control") ?? "";
    expect(cacheControl, what).toMatch(/no-store/);
    expect(cacheControl, what).not.toMatch(/public/);
  };

  test("signed-in pages, their .data and a content page seen signed in are private and never stored", async () => {
    const paths = [
      "/dashboard",
      // Paging and comparing ask nothing of the cache either, and bad values are not errors.
      "/dashboard?page=2",
      "/dashboard?page=-1",
      "/dashboard?page=%00%27",
      "/dashboard?from=&to=",
      "/account",
      "/account/security",
      "/account/data",
      "/account/data/download",
      `/test-results/${resultId}`,
      "/billing/subscription",
      "/personality-types/intj",
      "/dashboard.data",
      "/account.data",
      "/account/security.data",
      "/account/data.data",
      `/test-results/${resultId}.data`,
      "/billing/subscription.data",
    ];
    for (const path of paths) {
      const response = await fetch(`${server.url}${path}`, {
        headers: { Cookie: session },
        redirect: "manual",
      });
      expect(response.status, path).toBeLessThan(400);
      neverStored(response, path);
      expect(response.headers.get("cache-control"), path).toMatch(/private|^no-store$/);
    }
  });

  test("the reset-password page with a token in its address is never stored", async () => {
    for (const path of ["/auth/reset-password", "/auth/reset-password.data"]) {
      const response = await fetch(`${server.url}${path}?token=${"a".repeat(24)}`);
      expect(response.status, path).toBe(200);
      neverStored(response, path);
    }
  });

  test("a redirect that sets the session cookie is never stored", async () => {
    const signIn = await fetch(`${server.url}/auth`, {
      method: "POST",
      headers: { Origin: server.url },
      body: formBody({ intent: "sign-in", email, password }),
      redirect: "manual",
    });
    expect(signIn.status).toBe(302);
    expect(cookiesFrom(signIn)).toContain("session_token=");
    neverStored(signIn, "sign-in redirect");
    expect(signIn.headers.get("cache-control")).toContain("private");
  });

  test("the home page stays public for anonymous visitors, and the page cache still keeps it", async () => {
    const first = await fetch(`${server.url}/`);
    expect(first.headers.get("cache-control")).toMatch(/^public, /);
    await first.text();
    const second = await fetch(`${server.url}/`);
    expect(second.headers.get("cache-control")).toMatch(/^public, /);
    expect(second.headers.get("x-page-cache")).toBe("hit");
  });
});

describe("request targets that are not a path", () => {
  test("absolute-form and asterisk targets get a plain 400 with the security headers, and nothing is logged as an error", async () => {
    const lines = [
      "GET http://x/pricing HTTP/1.1",
      `GET http://127.0.0.1:${server.port}/ HTTP/1.1`,
      "OPTIONS * HTTP/1.1",
      "POST http://x/auth HTTP/1.1",
    ];
    for (const line of lines) {
      const answer = await sendRaw(server.port, line);
      const [head = "", body = ""] = answer.split("\r\n\r\n");
      expect(head, line).toMatch(/^HTTP\/1\.1 400 /);
      expect(head, line).toMatch(/\r\ncontent-type: text\/plain; charset=utf-8\r\n/i);
      expect(head, line).toMatch(/\r\ncontent-security-policy: [^\r]*frame-ancestors 'none'/i);
      expect(head, line).toMatch(/\r\nx-content-type-options: nosniff\r\n/i);
      expect(body, line).toContain("such as GET /pricing");
    }
    // Node's parser refuses a target that is neither a path nor one of those forms by itself.
    expect(await sendRaw(server.port, "GET pricing HTTP/1.1")).toMatch(/^HTTP\/1\.1 400 /);
    // The server is still well, and logged no error.
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    expect(errorLines(server.output())).toEqual([]);
  });
});

describe("HSTS", () => {
  test("an https site sends Strict-Transport-Security on every answer, kept pages and refusals too", async () => {
    const answers: [string, Response][] = [];
    for (const path of ["/", "/", "/_root.data", "/healthz", "/no-such-page", "/favicon.svg"])
      answers.push([path, await fetch(`${secure.url}${path}`)]);
    answers.push(["HEAD /", await fetch(`${secure.url}/`, { method: "HEAD" })]);
    answers.push([
      "POST cross-site",
      await fetch(`${secure.url}/contact`, {
        method: "POST",
        headers: { Origin: "https://evil.example" },
        body: formBody({ name: "x" }),
      }),
    ]);
    for (const [what, response] of answers)
      expect(response.headers.get("strict-transport-security"), what).toBe("max-age=31536000");
    expect(answers[1]![1].headers.get("x-page-cache")).toBe("hit");
    const refused = await sendRaw(secure.port, "OPTIONS * HTTP/1.1");
    expect(refused).toMatch(/\r\nstrict-transport-security: max-age=31536000\r\n/i);
  });

  test("a plain-http site never sends it", async () => {
    for (const path of ["/", "/", "/healthz"]) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.headers.get("strict-transport-security"), path).toBeNull();
    }
  });
});

describe("the theme switch and the page cache (decision 026)", () => {
  const own = (site: SpawnedServer) => ({ Origin: site.url });
  const postTheme = (site: SpawnedServer, fields: Record<string, string>, path = "/theme") =>
    fetch(`${site.url}${path}`, {
      method: "POST",
      headers: own(site),
      body: formBody(fields),
      redirect: "manual",
    });

  test("a kept page and its .data are kept once per theme: no visitor gets another's theme", async () => {
    const visitors = { "theme=dark": "dark", "theme=light": "light", "": "system" };
    for (const path of ["/legal/terms-of-service", "/legal/terms-of-service.data"]) {
      for (const visit of [1, 2]) {
        for (const [cookie, theme] of Object.entries(visitors)) {
          const response = await fetch(`${server.url}${path}`, {
            headers: { ...identity, Cookie: cookie },
          });
          const body = await response.text();
          const what = `${path}, ${cookie || "no cookie"}, visit ${visit}`;
          expect(response.status, what).toBe(200);
          expect(response.headers.get("x-page-cache"), what).toBe(visit === 1 ? "miss" : "hit");
          expect(response.headers.get("vary"), what).toMatch(/\bCookie\b/);
          if (path.endsWith(".data")) {
            expect(body, what).toContain(`"theme","${theme}"`);
          } else {
            expect(body, what).toContain(`<html lang="en" dir="ltr" data-theme="${theme}">`);
          }
        }
      }
    }
    // A theme nobody offers is "system", and shares that copy.
    const odd = await fetch(`${server.url}/legal/terms-of-service`, {
      headers: { ...identity, Cookie: "theme=<script>" },
    });
    expect(odd.headers.get("x-page-cache")).toBe("hit");
    expect(await odd.text()).toContain('data-theme="system"');
  });

  test("/theme keeps the choice a year and sends the browser back to a page on this site only", async () => {
    const chosen = await postTheme(server, { theme: "dark", returnTo: "/about?x=1#theme-switch" });
    expect(chosen.status).toBe(303);
    expect(chosen.headers.get("location")).toBe("/about?x=1#theme-switch");
    expect(chosen.headers.getSetCookie()).toEqual([
      "theme=dark; Max-Age=31536000; Path=/; HttpOnly; SameSite=Lax",
    ]);
    expect(chosen.headers.get("cache-control")).toBe("private, no-store");

    for (const returnTo of [
      "//evil.example",
      "/\\evil.example",
      "https://evil.example/",
      "/%2e//evil.example",
      "javascript:alert(1)",
      "",
    ]) {
      const response = await postTheme(server, { theme: "light", returnTo });
      expect(response.status, returnTo).toBe(303);
      expect(response.headers.get("location"), returnTo).toBe("/");
    }

    // A value that is not a theme is "system": the cookie is cleared.
    const odd = await postTheme(server, { theme: "sepia", returnTo: "/" });
    expect(odd.headers.getSetCookie()[0]).toMatch(/^theme=; Max-Age=0; /);

    // The switch's own post with JavaScript: no return path, the theme back as data.
    const fetched = await postTheme(server, { theme: "light" }, "/theme.data");
    expect(fetched.status).toBe(200);
    expect(await fetched.text()).toContain('"theme","light"');
    expect(fetched.headers.getSetCookie()[0]).toMatch(/^theme=light; /);

    // Nothing to see at the address itself; a post from another site is refused.
    const opened = await fetch(`${server.url}/theme`, { redirect: "manual" });
    expect(opened.status).toBe(302);
    expect(opened.headers.get("location")).toBe("/");
    const forged = await fetch(`${server.url}/theme`, {
      method: "POST",
      headers: { Origin: "https://evil.example" },
      body: formBody({ theme: "dark", returnTo: "/" }),
      redirect: "manual",
    });
    expect(forged.status).toBe(403);
    expect(forged.headers.getSetCookie()).toEqual([]);

    // On an https site the cookie is Secure.
    const secured = await postTheme(secure, { theme: "dark", returnTo: "/" });
    expect(secured.headers.getSetCookie()[0]).toMatch(/; Secure$/);
  });
});

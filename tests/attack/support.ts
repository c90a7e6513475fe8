import fs from "node:fs";
import { getTableName, is } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";
import { PgTable } from "drizzle-orm/pg-core";
import { openDatabase, selectRows, type DatabaseHandle } from "~/db/client.server";
import * as schema from "~/db/schema";
import { createTemporaryDatabase, dropTemporaryDatabase } from "../support/databases";
import { spawnServer, temporaryDir, type SpawnedServer } from "../support/server";

/** Helpers of the attack suite: accounts made over HTTP, cookies, row counts, refusal messages. */

export const password = "correct horse battery";

/** Where the server keeps its data: a PGlite folder, or a throw-away PostgreSQL database. */
export interface Store {
  kind: "pglite" | "postgres";
  env: Record<string, string>;
  /** Opens the store with the app's own client (for PGlite: only while no server holds it). */
  open(): Promise<DatabaseHandle>;
  dispose(): Promise<void>;
}

/** A fresh PostgreSQL database when TEST_DATABASE_URL is set, else a PGlite folder. */
export async function freshStore(): Promise<Store> {
  const base = process.env.TEST_DATABASE_URL;
  if (base) {
    const url = await createTemporaryDatabase(base);
    return {
      kind: "postgres",
      env: { DATABASE_URL: url.toString(), AUTH_SECRET: "attack-suite-secret-".padEnd(40, "x") },
      open: () => openDatabase({ url: url.toString(), migrate: false }),
      dispose: () => dropTemporaryDatabase(base, url),
    };
  }
  const dataDir = temporaryDir("typeatlas-attack-");
  return {
    kind: "pglite",
    env: { DATA_DIR: dataDir },
    open: () => openDatabase({ dataDir, migrate: false }),
    dispose: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
}

/** A production server on its own data folder (unless `env` names one), removed after stop(). */
export async function startServer(
  env: Record<string, string | undefined> = {},
): Promise<SpawnedServer> {
  const own = env.DATA_DIR ? undefined : temporaryDir("typeatlas-attack-");
  const server = await spawnServer({ env: { DATA_DIR: own, ...env } });
  const stop = server.stop.bind(server);
  return Object.assign(server, {
    async stop(signal?: NodeJS.Signals) {
      const stopped = await stop(signal);
      if (own) fs.rmSync(own, { recursive: true, force: true });
      return stopped;
    },
  });
}

/** One production server for the test file (see startServer): started before its tests, stopped after. */
export function serverForFile(env: Record<string, string | undefined> = {}): () => SpawnedServer {
  let server: SpawnedServer | undefined;
  beforeAll(async () => {
    server = await startServer(env);
  });
  afterAll(async () => {
    await server?.stop();
  });
  return () => {
    if (!server) throw new Error("The server is not running yet.");
    return server;
  };
}

/** Request headers that ask for the body as it is, not compressed. */
export const identity = { "accept-encoding": "identity" };

/** Rows in every table of the app's schema, by table name. */
export async function countRows(handle: DatabaseHandle): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of Object.values(schema)) {
    if (!is(table, PgTable)) continue;
    const name = getTableName(table);
    // Written by the server's own hourly statistics run (a minute after it starts), not by requests.
    if (name === "statistics_snapshots") continue;
    const [row] = await selectRows<{ n: number }>(
      handle.db,
      `select count(*)::int as n from "${name}"`,
    );
    counts[name] = Number(row!.n);
  }
  return counts;
}

/** The Cookie header a browser would send back after these Set-Cookie headers (cleared ones left out). */
export function cookiesFrom(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0]!)
    .filter((pair) => !pair.endsWith("="))
    .join("; ");
}

/** The session cookie alone, from a Cookie header. */
export function sessionCookie(cookies: string): string {
  const pair = cookies.split("; ").find((candidate) => candidate.includes("session_token="));
  if (!pair) throw new Error(`No session cookie in: ${cookies}`);
  return pair;
}

export function formBody(fields: Record<string, string>): URLSearchParams {
  return new URLSearchParams(fields);
}

/**
 * Signs up through the real form, follows the confirmation link from the local outbox in the same
 * browser (with the cookies the sign-up set: only that browser is signed in by the link), and
 * returns the session cookie that link sets.
 */
export async function signUpAndVerify(
  baseUrl: string,
  account: { name: string; email: string; password?: string },
  /** The address the sign-up comes from (`X-Forwarded-For`), to stay off another's limit. */
  from?: string,
): Promise<string> {
  const signUp = await fetch(`${baseUrl}/auth?mode=signup`, {
    method: "POST",
    body: formBody({
      intent: "sign-up",
      name: account.name,
      email: account.email,
      password: account.password ?? password,
    }),
    headers: from ? { "X-Forwarded-For": from } : {},
    redirect: "manual",
  });
  if (signUp.status !== 200) throw new Error(`Sign-up answered ${signUp.status}`);
  const link = await outboxLink(baseUrl, account.email, "/auth/verify?token=");
  const verified = await fetch(link, {
    headers: { cookie: cookiesFrom(signUp) },
    redirect: "manual",
  });
  if (verified.status !== 302) throw new Error(`The confirmation link answered ${verified.status}`);
  return sessionCookie(cookiesFrom(verified));
}

/** The newest link containing `marker` in a mail to `email`, read from /dev/outbox. */
export async function outboxLink(baseUrl: string, email: string, marker: string): Promise<string> {
  const page = await (await fetch(`${baseUrl}/dev/outbox`)).text();
  for (const article of page.split("<article").slice(1)) {
    if (
      !article.includes(`To: ${escapeHtml(email)}`) &&
      !article.includes(`To: <!-- -->${escapeHtml(email)}`)
    )
      continue;
    const href = article.match(/href="([^"]+)"/g)?.find((candidate) => candidate.includes(marker));
    if (href) return decodeHtml(href.slice(6, -1));
  }
  throw new Error(`No mail to ${email} with a link to ${marker} in the outbox.`);
}

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" })[char]!,
  );
}

function decodeHtml(text: string): string {
  return text
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'");
}

/**
 * Whether a refusal tells a person what happened: `{ error: "..." }` in JSON; in a React Router
 * data answer (`.data`, turbo-stream) a sentence among its strings; in an HTML page a field
 * error, an alert, a toast or an error page's own words.
 */
export function refusalMessage(contentType: string | null, body: string): string | null {
  const type = contentType ?? "";
  if (type.includes("json")) {
    try {
      const parsed = JSON.parse(body) as { error?: unknown };
      return typeof parsed.error === "string" && parsed.error.trim() ? parsed.error : null;
    } catch {
      return null;
    }
  }
  if (type.includes("text/x-script")) {
    return streamedStrings(body).find(isSentence) ?? null;
  }
  if (type.includes("text/html")) {
    // React separates adjacent text with empty comments ("Error <!-- -->405").
    const page = body.replaceAll("<!-- -->", "");
    const candidates = [
      // A field's error under its input (FormField) and a form-wide alert (FormAlert).
      ...[...page.matchAll(/<p id="[^"]+-error"[^>]*>([^<]+)<\/p>/g)].map((m) => m[1]!),
      ...[...page.matchAll(/role="alert"[^>]*>(?:<[^>]+>)*([^<]+)/g)].map((m) => m[1]!),
      // The shared error boundary ("Error 405 ... Something went wrong") and the 404 page.
      ...[...page.matchAll(/Error \d{3}<\/p><h1[^>]*>([^<]+)<\/h1><p[^>]*>([^<]+)/g)].map(
        (m) => `${m[1]}: ${m[2]}`,
      ),
      ...(page.includes("Oops! Page not found") ? ["Oops! Page not found"] : []),
      // The refusals of server/refusal.ts.
      ...[...page.matchAll(/<h1>[^<]+<\/h1>\s*<p>([^<]+)<\/p>/g)].map((m) => m[1]!),
      // Messages shown as toasts travel in the page's streamed data.
      ...[...page.matchAll(/\.enqueue\(("(?:[^"\\]|\\.)*")\)/g)].flatMap((m) =>
        streamedStrings(JSON.parse(m[1]!) as string).filter(isSentence),
      ),
    ];
    return candidates.map(decodeHtml).find((text) => text.trim().length > 0) ?? null;
  }
  return null;
}

/** The strings of a React Router data stream (turbo-stream: lines of JSON arrays). */
function streamedStrings(stream: string): string[] {
  const strings: string[] = [];
  for (const line of stream.split("\n")) {
    try {
      const values: unknown = JSON.parse(line.replace(/^P\d+:/, ""));
      if (Array.isArray(values))
        strings.push(...values.filter((v): v is string => typeof v === "string"));
    } catch {
      // Not JSON: skip.
    }
  }
  return strings.filter((text) => !/Unexpected Server Error/.test(text));
}

/** Words a person can read: a capital, a space, at least a few characters. */
function isSentence(text: string): boolean {
  return /^[A-Z"'][^]*\s/.test(text) && text.length >= 8;
}

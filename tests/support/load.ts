import crypto from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import { sql } from "drizzle-orm";
import { questions } from "~/assessment/questions";
import { selectRows, type Database } from "~/db/client.server";
import { accounts, users } from "~/db/schema";
import { testPassword } from "./accounts";
import { isHtml, isJson, Recorder, timed, type Answer } from "./recorder";

/**
 * Simulated users for the load and chaos suites: seeded accounts, sign-in through the real /auth
 * action, one user's loop (save a full test, read the dashboard and the saved result), a recorder of
 * every request, and the check that every acknowledged save is in the database exactly once.
 */

export interface SeededUser {
  id: string;
  email: string;
}

export interface LoadUser extends SeededUser {
  cookie: string;
  /** The network the user is on (`10.a.b`): each user acts from addresses of its own. */
  network: string;
}

/**
 * A simulated user's client address, sent as `X-Forwarded-For` (the server trusts it from
 * loopback). Every user has a network of its own, as a real crowd does, so the per-address limits
 * (20 failed sign-ins, 60 saves in ten minutes...) see each person, not the test machine.
 */
export function networkOf(index: number): string {
  return `10.${(index >> 8) & 255}.${index & 255}`;
}

/**
 * A person saves one finished test every few minutes; a simulated user saves as fast as the
 * server answers. It moves to the next address of its network every 40 saves, so the load stays
 * the same and the per-address limit on saves (60 in ten minutes) is never what the test meets.
 */
const savesPerAddress = 40;

/**
 * Verified users with the test password, written straight into the users and accounts tables the
 * way better-auth's sign-up writes them, with better-auth's own scrypt hash. The real sign-up caps
 * a network at 30 accounts an hour and sends a confirmation mail each; this takes milliseconds. One
 * hash serves every user: they share the password, and the hash string carries its own salt.
 */
export async function seedVerifiedUsers(
  db: Database,
  count: number,
  label = "load",
): Promise<SeededUser[]> {
  const hash = await hashPassword(testPassword);
  const run = crypto.randomBytes(4).toString("hex");
  const seeded = Array.from({ length: count }, (_, n) => ({
    id: crypto.randomUUID(),
    email: `${label}-${run}-${n}@example.com`,
  }));
  await db.insert(users).values(
    seeded.map((user, n) => ({
      id: user.id,
      name: `Load User ${n}`,
      email: user.email,
      emailVerified: true,
    })),
  );
  await db.insert(accounts).values(
    seeded.map((user) => ({
      id: crypto.randomUUID(),
      accountId: user.id,
      providerId: "credential",
      userId: user.id,
      password: hash,
    })),
  );
  return seeded;
}

/**
 * Signs in through the /auth form, as a browser without JavaScript, and returns the user with the
 * session cookie; undefined (and a problem in `recorder`) when the answer is not a redirect that
 * sets a session.
 */
export async function signIn(
  baseUrl: string,
  user: SeededUser,
  recorder: Recorder,
  network = networkOf(0),
): Promise<LoadUser | undefined> {
  const session = (answer: Answer) =>
    answer.cookies.filter((pair) => /session_token=./.test(pair)).join("; ");
  const answer = await timed(
    recorder,
    "POST /auth (sign-in)",
    `${baseUrl}/auth`,
    {
      method: "POST",
      headers: { "X-Forwarded-For": `${network}.1` },
      body: new URLSearchParams({
        intent: "sign-in",
        email: user.email,
        password: testPassword,
        redirectTo: "/dashboard",
      }),
    },
    (answer) => (answer.status === 302 && session(answer) ? undefined : "sign-in failed"),
    60_000,
  );
  const cookie = session(answer);
  return answer.status === 302 && cookie ? { ...user, cookie, network } : undefined;
}

/** Signs every user in, a few at a time (each sign-in is a scrypt check on the server). */
export async function signInAll(
  baseUrl: string,
  seeded: SeededUser[],
  recorder = new Recorder(),
  concurrency = 16,
): Promise<LoadUser[]> {
  const signedIn: LoadUser[] = new Array(seeded.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < seeded.length) {
        const n = next++;
        const user = await signIn(baseUrl, seeded[n]!, recorder, networkOf(n));
        if (!user) throw new Error(`Sign-in failed: ${recorder.problems()[0]?.problem}`);
        signedIn[n] = user;
      }
    }),
  );
  return signedIn;
}

/** A full test: an answer from 1 to 7 for each of the 60 statements. */
export function randomResponses(): Record<string, number> {
  return Object.fromEntries(questions.map((q) => [String(q.id), 1 + crypto.randomInt(7)]));
}

// ---------------------------------------------------------------------------------------------
// Saves and the database.

export interface SaveAttempt {
  userId: string;
  submissionId: string;
  /** The session id of a 201/200 answer: the save was acknowledged. */
  sessionId?: string;
}

/** Every attempt, keyed by user and submission. */
export class SaveLedger {
  readonly attempts = new Map<string, SaveAttempt>();

  attempted(userId: string, submissionId: string): SaveAttempt {
    const key = `${userId}/${submissionId}`;
    let attempt = this.attempts.get(key);
    if (!attempt) {
      attempt = { userId, submissionId };
      this.attempts.set(key, attempt);
    }
    return attempt;
  }

  acknowledged(): SaveAttempt[] {
    return [...this.attempts.values()].filter((attempt) => attempt.sessionId !== undefined);
  }

  unacknowledged(): SaveAttempt[] {
    return [...this.attempts.values()].filter((attempt) => attempt.sessionId === undefined);
  }
}

/**
 * What the database holds against the ledger: acknowledged saves missing or stored more than once,
 * rows stored twice for one submission, and rows for submissions nobody sent. Empty lists mean
 * every acknowledged save is there exactly once and nothing is duplicated.
 */
export async function auditSaves(db: Database, ledger: SaveLedger, userIds: string[]) {
  const rows = await selectRows<{ id: string; user_id: string; submission_id: string }>(
    db,
    sql`select id, user_id, submission_id from test_sessions
        where user_id in (${sql.join(
          userIds.map((id) => sql`${id}`),
          sql`, `,
        )})`,
  );
  const byId = new Map<string, typeof rows>();
  const bySubmission = new Map<string, typeof rows>();
  for (const row of rows) {
    byId.set(row.id, [...(byId.get(row.id) ?? []), row]);
    const key = `${row.user_id}/${row.submission_id}`;
    bySubmission.set(key, [...(bySubmission.get(key) ?? []), row]);
  }
  const missing: SaveAttempt[] = [];
  const mismatched: SaveAttempt[] = [];
  for (const attempt of ledger.acknowledged()) {
    const found = byId.get(attempt.sessionId!) ?? [];
    if (found.length === 0) missing.push(attempt);
    else if (
      found.length > 1 ||
      found[0]!.submission_id !== attempt.submissionId ||
      found[0]!.user_id !== attempt.userId
    )
      mismatched.push(attempt);
  }
  const duplicated = [...bySubmission.entries()]
    .filter(([, list]) => list.length > 1)
    .map(([key]) => key);
  const unknown = rows.filter((row) => !ledger.attempts.has(`${row.user_id}/${row.submission_id}`));
  const storedUnacknowledged = ledger
    .unacknowledged()
    .filter((attempt) => bySubmission.has(`${attempt.userId}/${attempt.submissionId}`)).length;
  return { rows: rows.length, missing, mismatched, duplicated, unknown, storedUnacknowledged };
}

// ---------------------------------------------------------------------------------------------
// One simulated user.

/**
 * A friendly answer to a request the database failed: the 503 error page, or JSON `{ error }`
 * from the API. A request whose session was read before the database went away meets the failure
 * later, where the spec (§ toasts) has its own answers: the saved result redirects to /dashboard
 * with the "Failed to load test results" toast, and the dashboard shows "We couldn't load your
 * dashboard".
 */
export function friendlyFailure(kind: string, answer: Answer): boolean {
  if (kind.startsWith("GET /test-results/") && answer.status === 302) {
    return (
      answer.location === "/dashboard" &&
      answer.cookies.some((cookie) => cookie.startsWith("toast="))
    );
  }
  if (kind === "GET /dashboard" && answer.status === 200) {
    return isHtml(answer) && answer.text.includes("We couldn&#x27;t load your dashboard.");
  }
  if (answer.status !== 503) return false;
  if (kind.includes(" /api/")) {
    if (!isJson(answer)) return false;
    try {
      const body = JSON.parse(answer.text) as { error?: unknown };
      return typeof body.error === "string" && body.error.length > 0;
    } catch {
      return false;
    }
  }
  if (kind === "GET /healthz") {
    return isJson(answer) && answer.text.includes('"db":"down"');
  }
  return isHtml(answer) && answer.text.includes("We&#x27;ll be right back");
}

export interface UserLoopOptions {
  /** The server's address, or where it is now (a restarted server listens on another port). */
  baseUrl: string | (() => string);
  user: LoadUser;
  recorder: Recorder;
  ledger: SaveLedger;
  /** Whether to start another iteration. */
  running: () => boolean;
  /**
   * Answers acceptable at this moment besides the expected ones: during an outage a friendly 503,
   * while the server is being killed anything at all.
   */
  tolerate?: (answer: Answer, kind: string) => boolean;
  /** Pause after each page (default none), and after a failed one (default 250 ms). */
  thinkMs?: number;
  backoffMs?: number;
  /** Share of saves sent a second time with the same submission id (a double click). */
  resubmitShare?: number;
}

/**
 * Loops while `running()`: saves a full test (POST /api/test-sessions), reads /dashboard, reads the
 * saved result. A save that was not acknowledged is sent again, with the same submission id, on
 * the next iteration, as the test page does.
 */
export async function userLoop(options: UserLoopOptions): Promise<void> {
  const { user, recorder, ledger } = options;
  const baseUrl =
    typeof options.baseUrl === "string" ? () => options.baseUrl as string : options.baseUrl;
  const tolerate = options.tolerate ?? (() => false);
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const request = (kind: string, path: string, init: RequestInit, ok: (a: Answer) => boolean) =>
    timed(recorder, kind, `${baseUrl()}${path}`, init, (answer) =>
      ok(answer) || tolerate(answer, kind) ? undefined : "unexpected answer",
    );
  let saves = 0;
  const address = () => `${user.network}.${1 + (Math.floor(saves / savesPerAddress) % 254)}`;
  const headers = () => ({ cookie: user.cookie, "X-Forwarded-For": address() });
  const post = (body: string): RequestInit => {
    saves++;
    return { method: "POST", headers: { ...headers(), "content-type": "application/json" }, body };
  };
  const saved = (answer: Answer) =>
    (answer.status === 201 || answer.status === 200) && isJson(answer)
      ? (JSON.parse(answer.text) as {
          session: { id: string; personalityType: string };
          created: boolean;
        })
      : undefined;

  let pending: { submissionId: string; responses: Record<string, number> } | undefined;
  let lastSaved: { id: string; type: string } | undefined;
  const save = async (kind: string) => {
    const attempt = ledger.attempted(user.id, pending!.submissionId);
    const body = JSON.stringify(pending);
    const answer = await request(kind, "/api/test-sessions", post(body), (a) => !!saved(a));
    const session = saved(answer)?.session;
    if (!session) return false;
    attempt.sessionId = session.id;
    lastSaved = { id: session.id, type: session.personalityType };
    pending = undefined;
    if (Math.random() < (options.resubmitShare ?? 0)) {
      await request("POST /api/test-sessions (again)", "/api/test-sessions", post(body), (a) => {
        const again = a.status === 200 ? saved(a) : undefined;
        return again?.session.id === session.id && again.created === false;
      });
    }
    return true;
  };

  // After each page a person pauses; after an error page, longer.
  const next = (ok: boolean) => pause(ok ? (options.thinkMs ?? 0) : (options.backoffMs ?? 250));
  while (options.running()) {
    pending ??= { submissionId: crypto.randomUUID(), responses: randomResponses() };
    await next(await save("POST /api/test-sessions"));

    const dashboard = await request(
      "GET /dashboard",
      "/dashboard",
      { headers: headers() },
      (answer) =>
        answer.status === 200 &&
        isHtml(answer) &&
        !answer.text.includes("We couldn&#x27;t load your dashboard."),
    );
    await next(dashboard.status === 200);

    if (lastSaved) {
      const { id, type } = lastSaved;
      const result = await request(
        "GET /test-results/:id",
        `/test-results/${id}`,
        { headers: headers() },
        (answer) =>
          answer.status === 200 && isHtml(answer) && answer.text.includes(`Your Results: ${type}`),
      );
      await next(result.status === 200);
    }
  }

  // A save left unacknowledged is sent once more, as the test page's retry would.
  if (pending) await save("POST /api/test-sessions (retry)");
}

/** Knobs from the environment: a number of zero or more, or the default. */
export function envNumber(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) {
    throw new Error(`${name} must be a number of zero or more, not "${raw}".`);
  }
  return value;
}

/** GET /healthz every `everyMs` while `running()`, as a load balancer would. */
export async function healthLoop(options: {
  baseUrl: string;
  recorder: Recorder;
  running: () => boolean;
  tolerate?: (answer: Answer) => boolean;
  everyMs?: number;
}): Promise<void> {
  const tolerate = options.tolerate ?? (() => false);
  while (options.running()) {
    await timed(options.recorder, "GET /healthz", `${options.baseUrl}/healthz`, {}, (answer) =>
      (answer.status === 200 && isJson(answer)) || tolerate(answer)
        ? undefined
        : "unexpected answer",
    );
    await new Promise((resolve) => setTimeout(resolve, options.everyMs ?? 100));
  }
}

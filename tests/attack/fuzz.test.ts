import fs from "node:fs";
import { selectRows } from "~/db/client.server";
import fc from "fast-check";
import { afterAll, beforeAll, expect, test } from "vitest";
import { bodyLimitFor, bodyLimits } from "../../server/body-limit";
import type { SpawnedServer } from "../support/server";
import { fuzzRequest, type Body, type FuzzRequest } from "./fuzz-requests";
import {
  countRows,
  freshStore,
  refusalMessage,
  signUpAndVerify,
  startServer,
  type Store,
} from "./support";

/**
 * Every action and resource route against generated requests that must store nothing. Pass: no
 * 5xx, the server never exits, every refusal is a 4xx that says why, bodies over the limit get
 * 413, cross-site posts 403, and every table holds as many rows afterwards as before.
 *
 * Reproduce a failure with its seed: FUZZ_SEED=<seed> npx vitest run --project attack fuzz
 * (FUZZ_RUNS sets the number of requests, FUZZ_REPORT=<file> writes every failure to a file).
 */
const seed = Number(process.env.FUZZ_SEED || 20_260_417);
const runs = Number(process.env.FUZZ_RUNS || 10_000);
const concurrency = 8;

let store: Store;
let server: SpawnedServer;
let rowsBefore: Record<string, number>;
const sessions: string[] = [];

/**
 * The rows in every table, but for one kind of rate-limit row: drawing the page card the fuzzer
 * asks for (/og/type/intj.png) counts against the asker's limit, once per serving process, and
 * the fuzzer's forged addresses make that asker anyone. That counter is the limit doing its work,
 * not something a request stored.
 */
async function countStore(): Promise<Record<string, number>> {
  const handle = await store.open();
  try {
    const counts = await countRows(handle);
    const [drawn] = await selectRows<{ n: number }>(
      handle.db,
      "select count(*)::int as n from rate_limits where key like 'og-page:%'",
    );
    return { ...counts, rate_limits: counts.rate_limits! - Number(drawn!.n) };
  } finally {
    await handle.close();
  }
}

const start = () => startServer({ ...store.env, LOG_LEVEL: "error" });

beforeAll(async () => {
  store = await freshStore();
  server = await start();
  for (const name of ["Fuzz One", "Fuzz Two"]) {
    const email = `${name.toLowerCase().replace(" ", "-")}@example.com`;
    sessions.push(await signUpAndVerify(server.url, { name, email }));
  }
  if (store.kind === "pglite") {
    // PGlite is one process's: count between two runs of the server on the same folder.
    await server.stop();
    rowsBefore = await countStore();
    server = await start();
  } else {
    rowsBefore = await countStore();
  }
});

afterAll(async () => {
  await server?.stop();
  await store?.dispose();
});

async function encode(body: Body, pathname: string) {
  switch (body.kind) {
    case "form":
      return {
        bytes: new TextEncoder().encode(new URLSearchParams(body.fields).toString()),
        contentType: "application/x-www-form-urlencoded;charset=UTF-8",
      };
    case "multipart": {
      const form = new FormData();
      for (const [name, value] of body.fields) form.append(name, value);
      const encoded = new Response(form);
      return {
        bytes: new Uint8Array(await encoded.arrayBuffer()),
        contentType: encoded.headers.get("content-type"),
      };
    }
    case "json":
      return { bytes: new TextEncoder().encode(body.text), contentType: "application/json" };
    case "raw":
      return { bytes: new TextEncoder().encode(body.text), contentType: body.contentType };
    case "huge":
      return {
        bytes: new Uint8Array(bodyLimitFor(bodyLimits, pathname) + body.extraBytes).fill(0x61),
        contentType: body.contentType,
      };
  }
}

function stream(bytes: Uint8Array): ReadableStream<Uint8Array> {
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(bytes.subarray(offset, offset + 16 * 1024));
      offset += 16 * 1024;
    },
  });
}

interface Outcome {
  status: number;
  failure?: string;
}

/**
 * A pooled keep-alive connection that the server closed at its idle timeout just as the client
 * reused it: nothing reached the server, and every HTTP client (browsers included) sends again.
 */
function closedBeforeAnswer(error: unknown) {
  const code = (error as { cause?: { code?: string } }).cause?.code;
  return code === "UND_ERR_SOCKET" || code === "ECONNRESET";
}

async function send(request: FuzzRequest, attempt = 0): Promise<Outcome> {
  const url = new URL(request.path, server.url);
  // Uncompressed: gzip on both ends would double the CPU this test needs, and proves nothing here.
  const headers = new Headers({ "Accept-Encoding": "identity" });
  const cookies = [...request.cookies];
  if (request.identity === "user") cookies.push(sessions[request.path.length % 2]!);
  // A genuine session token with a signature that does not match.
  if (request.identity === "forged") cookies.push(sessions[0]!.replace(/.{6}$/, "AAAAAA"));
  if (cookies.length) headers.set("Cookie", cookies.join("; "));
  const encoded = request.body && (await encode(request.body, url.pathname));
  if (encoded?.contentType) headers.set("Content-Type", encoded.contentType);
  for (const [name, value] of Object.entries(request.headers)) {
    headers.set(name, name === "Origin" && value === "OWN" ? server.url : value);
  }

  const size = encoded?.bytes.length ?? 0;
  const unsafe = ["POST", "PUT", "PATCH", "DELETE"].includes(request.method);
  const foreignOrigin = headers.has("Origin") && headers.get("Origin") !== server.url;
  const crossSite = foreignOrigin || headers.get("Sec-Fetch-Site") === "cross-site";
  const expected =
    size > bodyLimitFor(bodyLimits, url.pathname) ? 413 : unsafe && crossSite ? 403 : null;

  let response: Response;
  let text: string;
  try {
    response = await fetch(url, {
      method: request.method,
      headers,
      body: encoded ? (request.chunked ? stream(encoded.bytes) : encoded.bytes) : undefined,
      duplex: "half",
      redirect: "manual",
      signal: AbortSignal.timeout(30_000),
    } as RequestInit);
    text = await response.text();
  } catch (error) {
    if (attempt === 0 && closedBeforeAnswer(error)) return send(request, 1);
    const cause = (error as { cause?: unknown }).cause;
    return { status: 0, failure: `no answer: ${String(error)} (${String(cause)})` };
  }
  const { status } = response;
  if (status >= 500) return { status, failure: `${status}: ${text.slice(0, 300)}` };
  if (expected !== null && status !== expected)
    return { status, failure: `expected ${expected}, got ${status}: ${text.slice(0, 200)}` };
  if (status >= 400 && request.method !== "HEAD") {
    const message = refusalMessage(response.headers.get("content-type"), text);
    if (!message)
      return {
        status,
        failure: `${status} without a clear message (${response.headers.get("content-type")}): ${text.slice(0, 300)}`,
      };
  }
  return { status };
}

function summarize(request: FuzzRequest): string {
  const body = request.body && JSON.stringify(request.body).slice(0, 400);
  return `${request.method} ${request.path.slice(0, 200)} as ${request.identity}${request.chunked ? " (chunked)" : ""} headers=${JSON.stringify(request.headers)} cookies=${JSON.stringify(request.cookies).slice(0, 200)} body=${body}`;
}

test(`${runs} generated requests: no 5xx, clear refusals, 413 and 403 where due, nothing stored`, async () => {
  const requests = fc.sample(fuzzRequest, { seed, numRuns: runs });
  console.log(`Fuzzing ${requests.length} requests, seed ${seed} (FUZZ_SEED=${seed} to repeat).`);
  const failures: string[] = [];
  const tally = new Map<string, number>();
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < requests.length) {
        const index = next++;
        const request = requests[index]!;
        const outcome = await send(request);
        const key = `${request.route} ${outcome.status}`;
        tally.set(key, (tally.get(key) ?? 0) + 1);
        if (outcome.failure)
          failures.push(`#${index} (seed ${seed}) ${outcome.failure}\n    ${summarize(request)}`);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `${requests.length} requests in ${seconds.toFixed(1)} s; answers by route and status:\n` +
      [...tally]
        .sort()
        .map(([key, count]) => `  ${key}: ${count}`)
        .join("\n"),
  );
  if (process.env.FUZZ_REPORT) fs.writeFileSync(process.env.FUZZ_REPORT, failures.join("\n"));
  expect(requests.length).toBeGreaterThanOrEqual(runs);
  expect(failures.slice(0, 15), `${failures.length} failures, seed ${seed}`).toEqual([]);

  // Still up, never restarted, and nothing logged as an error.
  expect(server.process.exitCode).toBeNull();
  expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  expect(server.output()).not.toMatch(/exited \(/);
  const errors = server
    .output()
    .split("\n")
    .filter((line) => /"level":(50|60)/.test(line));
  expect(errors.slice(0, 5)).toEqual([]);

  // Nothing stored: every table has the rows it had before.
  const { code } = await server.stop();
  expect(code).toBe(0);
  expect(await countStore()).toEqual(rowsBefore);
});

import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { queries } from "~/content/sanity.server";

export interface StubRequest {
  /** Which of our queries this is (a key of `queries`), or undefined for anything else. */
  name: keyof typeof queries | undefined;
  params: Record<string, unknown>;
  url: URL;
}

export type StubAnswer = { status: number; body: unknown } | "hang";

const fixtures = path.resolve(import.meta.dirname, "../fixtures/sanity");

/** A recorded CMS response from tests/fixtures/sanity, as the API returns it ({ ms, query, result }). */
export function recorded(name: string): { status: number; body: unknown } {
  return {
    status: 200,
    body: JSON.parse(fs.readFileSync(path.join(fixtures, `${name}.json`), "utf8")),
  };
}

/**
 * A local stand-in for the CMS's query API: answers each request through `answer`, and keeps every
 * request for assertions. Point the adapter at `apiHost`.
 */
export async function startSanityStub(answer: (request: StubRequest) => StubAnswer) {
  const requests: StubRequest[] = [];
  const hanging = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://stub");
    const query = url.searchParams.get("query") ?? "";
    const name = (Object.keys(queries) as (keyof typeof queries)[]).find(
      (key) => queries[key] === query,
    );
    const params = Object.fromEntries(
      [...url.searchParams.entries()]
        .filter(([key]) => key.startsWith("$"))
        .map(([key, value]) => [key.slice(1), JSON.parse(value) as unknown]),
    );
    const request = { name, params, url };
    requests.push(request);
    const reply = answer(request);
    if (reply === "hang") {
      hanging.add(res);
      return;
    }
    res.writeHead(reply.status, { "Content-Type": "application/json" });
    res.end(JSON.stringify(reply.body));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address() as { port: number };
  return {
    apiHost: `http://127.0.0.1:${address.port}`,
    requests,
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

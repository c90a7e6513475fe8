import crypto from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { RequestHandler, Response } from "express";
import { compressParts, spliceGzip, splicedLength, type SplicedGzip } from "./gzip-splice";

/**
 * Keeps the HTML (and `.data`) of pages the app itself marks shareable, for visitors without a
 * session, so a content page is rendered once per minute instead of once per request.
 *
 * What may be kept is decided by the response, not by a list of paths: only a 200 whose
 * Cache-Control says `public` (the app sets that only for anonymous content pages, see
 * app/lib/cache.server.ts), with no Set-Cookie, answering a GET from a request with no session or
 * toast cookie. A signed-in request never reads or fills the cache.
 *
 * The per-request CSP nonce (server/security.ts) is cut out when a page is kept and a fresh nonce
 * is written in its place for every answer, so each response still has its own nonce. A kept page
 * is also compressed once, with room for the nonce (./gzip-splice.ts): a browser that accepts
 * gzip gets it without a compression per request.
 *
 * `answer()` serves a kept page straight from Node's request event, before Express and its
 * middleware run (decision 014); the middleware itself fills the cache and serves what `answer()`
 * was not given.
 *
 * A page that differs by a cookie that is not personal (the colour theme, decision 026) is kept
 * once per `variant`: a dark page is never served to a visitor who chose light.
 */
export interface PageCacheOptions {
  /** How long a rendered page is served before the next request renders it again. */
  ttlMs?: number;
  /** Most pages kept; the least recently used is dropped first (bounds memory under odd URLs). */
  maxEntries?: number;
  /**
   * How long requests for a page being rendered wait for that render before rendering it
   * themselves: a render that never finishes must not hold every later visitor with it.
   */
  waitMs?: number;
  /** True when the request carries a cookie that personalises the page. */
  isPersonal(req: IncomingMessage): boolean;
  /**
   * Which copy of a page this request gets, from what it sends (the theme cookie): one of a few
   * fixed names, so odd cookies cannot multiply the entries. Unset: one copy per address.
   */
  variant?(req: IncomingMessage): string;
}

interface Entry {
  status: number;
  headers: Record<string, string>;
  /**
   * The body cut at every nonce, as bytes: an answer writes these with its own nonce between
   * them, so serving a page copies nothing.
   */
  parts: Buffer[];
  /** Bytes of `parts` together, without the nonces. */
  length: number;
  /** The same body compressed, for visitors that accept gzip. */
  gzip: SplicedGzip;
  etag: string;
  storedAt: number;
}

/** Headers of the rendered answer worth keeping; the security headers are set per request. */
const keptHeaders = ["content-type", "cache-control", "content-language", "x-robots-tag"];

export interface PageCache extends RequestHandler {
  /**
   * Answers a GET or HEAD without a body from a fresh kept page, for a visitor without a personal
   * cookie, and returns true; else returns false having done nothing. On a hit, `prepare` is
   * called first: it sets the response's security headers and returns its CSP nonce.
   */
  answer(
    req: IncomingMessage,
    res: ServerResponse,
    prepare: (req: IncomingMessage, res: ServerResponse) => string,
  ): boolean;
  clear(): void;
  size(): number;
  /**
   * Drops every kept copy of these paths (any query string, and their `.data`), and any render of
   * them under way is not kept: a page that changed for everyone (an unpublished public result,
   * decision 031) is rendered afresh by the next request. A `*` segment matches any one segment.
   */
  purge(paths: readonly string[]): void;
}

export function pageCache({
  ttlMs = 60_000,
  maxEntries = 500,
  waitMs = 5_000,
  isPersonal,
  variant,
}: PageCacheOptions): PageCache {
  const entries = new Map<string, Entry>();
  const rendering = new Map<string, Promise<Entry | null>>();
  /** Bumped by every purge: a render that started before one is served but not kept. */
  let generation = 0;

  const fresh = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (Date.now() - entry.storedAt > ttlMs) {
      entries.delete(key);
      return undefined;
    }
    // Map order is insertion order: re-inserting marks it recently used.
    entries.delete(key);
    entries.set(key, entry);
    return entry;
  };

  // A request target never holds a space (Node refuses one), so "dark /about" names one copy.
  const keyOf = (req: IncomingMessage, url: string) => {
    const name = variant?.(req);
    return name ? `${name} ${url}` : url;
  };

  const store = (key: string, entry: Entry) => {
    entries.set(key, entry);
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
  };

  const handler: RequestHandler = (req, res, next) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || isPersonal(req)) return next();
    const key = keyOf(req, req.originalUrl);
    const nonce = String(res.locals.cspNonce ?? "");

    const hit = fresh(key);
    if (hit) return serve(req, res, hit, nonce);

    // A visitor who left while an earlier asynchronous middleware ran gets no response events
    // any more, so its render could never settle a pending entry.
    if (res.destroyed || req.socket.destroyed) return next();

    const pending = rendering.get(key);
    if (pending) {
      // Another request is rendering this page: wait for it rather than render it again.
      pending.then(
        (entry) => (entry ? serve(req, res, entry, nonce) : next()),
        () => next(),
      );
      return;
    }
    // Only a GET's render is kept: the app answers a HEAD without a body, which kept would be
    // served as an empty page to every visitor after it (issue 17). A HEAD nobody rendered as a
    // GET yet goes to the app untouched.
    if (req.method !== "GET") return next();

    let settle!: (entry: Entry | null) => void;
    const render = new Promise<Entry | null>((resolve) => (settle = resolve));
    rendering.set(key, render);
    // Past waitMs the ones waiting render for themselves; a late result is still kept.
    const giveUp = setTimeout(() => {
      if (rendering.get(key) === render) rendering.delete(key);
      settle(null);
    }, waitMs);
    giveUp.unref();
    const startedIn = generation;
    const done = (entry: Entry | null) => {
      clearTimeout(giveUp);
      if (rendering.get(key) === render) rendering.delete(key);
      if (entry && startedIn === generation) store(key, entry);
      settle(entry);
    };
    res.setHeader("X-Page-Cache", "miss");
    capture(req, res, nonce, done);
    next();
  };

  const answer: PageCache["answer"] = (req, res, prepare) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || hasBody(req) || isPersonal(req))
      return false;
    const hit = fresh(keyOf(req, req.url ?? ""));
    if (!hit) return false;
    serve(req, res, hit, prepare(req, res));
    return true;
  };

  const purge = (paths: readonly string[]) => {
    generation++;
    const purged = new Set(paths.flatMap((path) => [path, `${path}.data`]));
    // A `*` segment stands for any one segment: "/compare/*/k7Qm2xPa9Z" (the comparison pages).
    const patterns = paths.filter((path) => path.includes("*")).map((path) => path.split("/"));
    const fitsPattern = (path: string) => {
      const segments = path.replace(/\.data$/, "").split("/");
      return patterns.some(
        (pattern) =>
          pattern.length === segments.length &&
          pattern.every((part, i) => part === "*" || part === segments[i]),
      );
    };
    // Every variant's copy: a key is "<variant> <url>", and a URL never holds a space.
    const matches = (key: string) => {
      const path = key.slice(key.lastIndexOf(" ") + 1).split("?")[0]!;
      return purged.has(path) || fitsPattern(path);
    };
    for (const key of [...entries.keys()]) if (matches(key)) entries.delete(key);
    // Whoever waits on a render under way renders for themselves.
    for (const key of [...rendering.keys()]) if (matches(key)) rendering.delete(key);
  };

  return Object.assign(handler, {
    answer,
    clear: () => entries.clear(),
    size: () => entries.size,
    purge,
  });
}

/** Records what the app writes, and keeps it when the finished response may be shared. */
function capture(
  req: IncomingMessage,
  res: Response,
  nonce: string,
  done: (entry: Entry | null) => void,
) {
  const chunks: Buffer[] = [];
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  const keep = (chunk: unknown, encoding?: unknown) => {
    if (chunk == null || typeof chunk === "function") return;
    chunks.push(
      Buffer.isBuffer(chunk)
        ? chunk
        : chunk instanceof Uint8Array
          ? Buffer.from(chunk)
          : Buffer.from(
              String(chunk),
              typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8",
            ),
    );
  };
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    keep(chunk, rest[0]);
    return write(chunk, ...rest);
  }) as Response["write"];
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    keep(chunk, rest[0]);
    return end(chunk, ...rest);
  }) as Response["end"];

  let settled = false;
  const finish = (ok: boolean) => {
    if (settled) return;
    settled = true;
    // Only the body of a GET is the page: any other method's answer (a HEAD's is empty) is never
    // kept, whoever calls this.
    if (!ok || req.method !== "GET" || !shareable(res)) return done(null);
    const body = Buffer.concat(chunks).toString("utf8");
    const headers: Record<string, string> = {};
    for (const name of keptHeaders) {
      const value = res.getHeader(name);
      if (value !== undefined) headers[name] = String(value);
    }
    // Whatever the first answer's encoding, a kept page varies by it: each later visitor gets
    // gzip or not as they ask.
    const vary = String(res.getHeader("vary") ?? "")
      .split(",")
      .map((name) => name.trim())
      .filter((name) => name && name.toLowerCase() !== "accept-encoding");
    headers.vary = [...vary, "Accept-Encoding"].join(", ");
    const parts = (nonce ? body.split(nonce) : [body]).map((part) => Buffer.from(part));
    done({
      status: res.statusCode,
      headers,
      parts,
      length: parts.reduce((sum, part) => sum + part.length, 0),
      gzip: compressParts(parts),
      etag: `W/"${crypto
        .createHash("sha1")
        .update(nonce ? body.replaceAll(nonce, "") : body)
        .digest("base64url")}"`,
      storedAt: Date.now(),
    });
  };
  res.once("finish", () => finish(true));
  res.once("close", () => finish(res.writableFinished));
}

function shareable(res: Response): boolean {
  if (res.statusCode !== 200 || res.getHeader("set-cookie") !== undefined) return false;
  const cacheControl = String(res.getHeader("cache-control") ?? "");
  return /(?:^|,)\s*public\s*(?:,|$)/.test(cacheControl) && !/no-store|private/.test(cacheControl);
}

/** A request that carries a body: left to the middleware, which limits and drains bodies. */
function hasBody(req: IncomingMessage): boolean {
  const length = req.headers["content-length"];
  return (length !== undefined && length !== "0") || req.headers["transfer-encoding"] !== undefined;
}

function serve(req: IncomingMessage, res: ServerResponse, entry: Entry, nonce: string) {
  for (const [name, value] of Object.entries(entry.headers)) res.setHeader(name, value);
  res.setHeader("ETag", entry.etag);
  res.setHeader("X-Page-Cache", "hit");
  if (req.headers["if-none-match"] === entry.etag) {
    // The browser keeps its copy, whose body carries the nonce of its own CSP header: a 304 must
    // not send a new CSP, or the stored page's scripts would no longer match it.
    res.removeHeader("Content-Security-Policy");
    res.statusCode = 304;
    res.end();
    return;
  }
  const nonceBytes = Buffer.from(nonce);
  const gzip = acceptsGzip(req.headers["accept-encoding"]);
  res.statusCode = entry.status;
  if (gzip) res.setHeader("Content-Encoding", "gzip");
  res.setHeader(
    "Content-Length",
    gzip
      ? splicedLength(entry.gzip, nonceBytes.length)
      : entry.length + nonceBytes.length * (entry.parts.length - 1),
  );
  if (req.method === "HEAD") {
    res.end();
    return;
  }
  res.cork();
  if (gzip) {
    for (const chunk of spliceGzip(entry.gzip, nonceBytes)) res.write(chunk);
  } else {
    entry.parts.forEach((part, index) => {
      if (index > 0) res.write(nonceBytes);
      res.write(part);
    });
  }
  res.end();
  res.uncork();
}

/**
 * Whether an Accept-Encoding header allows gzip: named (or `*`) without q=0 (RFC 9110 12.5.3).
 * An explicit `gzip;q=0` refuses it even when `*` is allowed.
 */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  if (!header) return false;
  let wildcard = false;
  for (const item of String(header).split(",")) {
    const [coding = "", ...params] = item.split(";");
    const name = coding.trim().toLowerCase();
    if (name !== "gzip" && name !== "x-gzip" && name !== "*") continue;
    const q = params.map((p) => p.trim().toLowerCase()).find((p) => p.startsWith("q="));
    const allowed = q === undefined || Number(q.slice(2)) > 0;
    if (name === "*") wildcard = allowed;
    else return allowed;
  }
  return wildcard;
}

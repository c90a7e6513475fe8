import type { Request, RequestHandler, Response } from "express";
import { sendRefusal } from "./refusal";

/**
 * Request bodies are refused with 413 above these sizes, before any route reads them.
 *
 * 64 KB holds every form and JSON call of the site with room to spare: the largest is the contact
 * form, whose 5,000-character message is at most ~45 KB URL-encoded (3-byte characters become
 * nine bytes each); the test submission is about 1 KB. Stripe's webhook events are a few
 * kilobytes, and its route caps the raw body at 1 MB itself, so that path gets 1 MB here too.
 */
export const bodyLimits: BodyLimits = {
  defaultBytes: 64 * 1024,
  byPath: { "/api/billing/webhook": 1024 * 1024 },
};

export interface BodyLimits {
  defaultBytes: number;
  /** Larger (or smaller) limits for exact paths; the `.data` form of a path shares its limit. */
  byPath: Record<string, number>;
}

export function bodyLimitFor(limits: BodyLimits, path: string): number {
  return limits.byPath[path.replace(/\.data$/, "")] ?? limits.defaultBytes;
}

/**
 * A body that declares its length is judged by Content-Length (Node's parser then holds it to
 * that length). A chunked body of unknown length is read here, counting bytes, and refused as
 * soon as it passes the limit; one within the limit is handed on unchanged to the route.
 */
export function bodyLimit(limits: BodyLimits = bodyLimits): RequestHandler {
  return (req, res, next) => {
    const limit = bodyLimitFor(limits, req.path);
    const declared = req.headers["content-length"];
    if (declared !== undefined) {
      if (Number(declared) > limit) return tooLarge(req, res, limit);
      res.once("finish", () => drainUnread(req));
      return next();
    }
    if (req.headers["transfer-encoding"] === undefined) return next();
    readChunkedBody(req, res, limit, next);
  };
}

/**
 * A route that answers without reading the body (a redirect to sign in, a 404) leaves the rest of
 * it on the socket. Node drains such a body itself only if nothing has started reading it, but
 * React Router's adapter always starts (and pauses at 16 KB), so the next request on that
 * keep-alive connection would wait until the connection times out. Read the rest and drop it.
 */
function drainUnread(req: Request) {
  if (req.complete) return;
  req.removeAllListeners("data");
  req.resume();
}

function tooLarge(req: Request, res: Response, limit: number) {
  // The rest of the body is read and dropped by Node after the answer, so the client sees it.
  sendRefusal(
    req,
    res,
    413,
    `The request is too large: send at most ${formatBytes(limit)}. Shorten the text and try again.`,
  );
}

function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 && bytes % (1024 * 1024) === 0
    ? `${bytes / (1024 * 1024)} MB`
    : `${Math.floor(bytes / 1024)} KB`;
}

function readChunkedBody(req: Request, res: Response, limit: number, next: () => void) {
  const chunks: Buffer[] = [];
  let size = 0;
  const stop = () => {
    req.off("data", onData);
    req.off("end", onEnd);
    req.off("error", stop);
  };
  function onData(chunk: Buffer) {
    size += chunk.length;
    if (size > limit) {
      stop();
      // Keep the socket flowing (and the bytes dropped) so the answer reaches the client.
      req.resume();
      tooLarge(req, res, limit);
      return;
    }
    chunks.push(chunk);
  }
  function onEnd() {
    stop();
    replayBody(req, Buffer.concat(chunks));
    next();
  }
  req.on("data", onData);
  req.once("end", onEnd);
  // A client that breaks off mid-body has gone; there is no one to answer.
  req.once("error", stop);
}

/**
 * The request stream has ended here, before React Router's adapter reads it; the adapter listens
 * for `data` and `end`, so hand it the bytes (once its listeners are attached) as Node would have.
 */
function replayBody(req: Request, body: Buffer) {
  const watch = (event: string | symbol) => {
    if (event !== "end") return;
    req.off("newListener", watch);
    process.nextTick(() => {
      if (body.length > 0) req.emit("data", body);
      req.emit("end");
    });
  };
  req.on("newListener", watch);
}

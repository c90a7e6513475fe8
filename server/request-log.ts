import type { IncomingMessage, ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import type { Logger } from "pino";

/**
 * One log line per request when its response is finished (or the visitor left first): method,
 * path without the query string (which can carry reset and verification tokens), status and time.
 * 5xx answers log as errors and 4xx as warnings; the rest at info, so LOG_LEVEL=warn keeps only
 * the failures. Unlike pino-http it makes no child logger per request, which was a tenth of the
 * cost of serving a page from the page cache.
 */
export function requestLog(
  log: Logger,
): RequestHandler & { track(req: IncomingMessage, res: ServerResponse): void } {
  let nextId = 0;
  /** Logs the request once its response is finished or abandoned. */
  const track = (req: IncomingMessage & { originalUrl?: string }, res: ServerResponse) => {
    const started = performance.now();
    const id = ++nextId;
    const write = (status: number | null, msg: string) => {
      const level = status === null || status < 400 ? "info" : status < 500 ? "warn" : "error";
      if (!log.isLevelEnabled(level)) return;
      log[level](
        {
          req: { id, method: req.method, path: (req.originalUrl ?? req.url ?? "").split("?")[0] },
          res: { status },
          responseTime: Math.round(performance.now() - started),
        },
        msg,
      );
    };
    res.once("finish", () => write(res.statusCode, "request completed"));
    res.once("close", () => {
      if (!res.writableFinished) write(null, "request aborted");
    });
  };
  const handler: RequestHandler = (req, res, next) => {
    track(req, res);
    next();
  };
  return Object.assign(handler, { track });
}

import type { ServerResponse } from "node:http";
import type { RequestHandler } from "express";

/** What nothing may keep: a page for one person, or an answer that sets a cookie. */
export const privateNoStore = "private, no-store";

/**
 * The last word on Cache-Control for everything the app answers (pages, `.data`, redirects,
 * resource routes, errors), decided when the head goes out:
 * - an answer that says nothing is treated as personal: `private, no-store`. Only the public
 *   content pages say they may be kept (app/lib/cache.server.ts), so a signed-in page, a page
 *   with a token in its address or a new route is never stored by a browser or a proxy unless it
 *   asks to be;
 * - an answer that sets a cookie is never stored, whatever it said (a shared copy would hand
 *   that cookie to the next visitor), unless it already said `no-store`.
 *
 * One rule in the server rather than one per route or in app/entry.server.tsx: redirects from
 * loaders and actions, resource routes and Express's own errors never pass through the entry's
 * handlers.
 */
export function cacheControlDefault(): RequestHandler {
  return (_req, res, next) => {
    const writeHead = res.writeHead as (...args: unknown[]) => typeof res;
    res.writeHead = function (this: typeof res, ...args: unknown[]) {
      decideCacheControl(res);
      return writeHead.apply(this, args);
    } as typeof res.writeHead;
    next();
  };
}

/** Applies the rule above to a response whose headers are set but not yet sent. */
export function decideCacheControl(res: ServerResponse) {
  const said = res.getHeader("cache-control");
  if (said === undefined) res.setHeader("Cache-Control", privateNoStore);
  else if (res.getHeader("set-cookie") !== undefined && !/no-store/i.test(String(said)))
    res.setHeader("Cache-Control", privateNoStore);
}

import type { IncomingMessage, ServerResponse } from "node:http";

/**
 * Refuses a request whose target is not a path: the absolute form (`GET http://host/pricing`,
 * which clients send only to a proxy) and the asterisk form (`OPTIONS *`). Node's parser lets both
 * through, and React Router cannot build a URL from them, so each was a 500 logged as an error
 * (issue 17). They are answered with 400 before the page cache and Express see them. Node itself
 * already answers 400 to a target that is neither a path nor one of these forms.
 */
export function refuseNonPathTarget(
  req: IncomingMessage,
  res: ServerResponse,
  /** Sets the security headers (and the log line) as for any other answer. */
  prepare: (req: IncomingMessage, res: ServerResponse) => unknown,
): boolean {
  if (req.url?.startsWith("/")) return false;
  prepare(req, res);
  res.statusCode = 400;
  res.setHeader("Content-Type", "text/plain; charset=utf-8");
  res.setHeader("Cache-Control", "no-store");
  // The body of such a request is not read: the connection is not used again.
  res.setHeader("Connection", "close");
  res.end(
    "Bad request: this server answers requests for a path, such as GET /pricing. Send the path alone, without the site's address in front of it.\n",
  );
  return true;
}

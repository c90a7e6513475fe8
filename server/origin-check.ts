import type { Request, RequestHandler } from "express";
import { sendRefusal } from "./refusal";

const unsafeMethods = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const loopbackHosts = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * Cross-site form posts are refused (CSRF): a POST, PUT, PATCH or DELETE whose browser says it
 * comes from another site (`Origin` not ours, or `Sec-Fetch-Site: cross-site`) gets 403 before any
 * action runs. Our own origin is SITE_URL's; on a local server (a loopback host name) also the
 * origin the request itself was sent to, so http://127.0.0.1:3000 and http://localhost:3000 both
 * work. A request without Origin passes: browsers send it with every cross-origin POST, so its
 * absence means a server-to-server call (Stripe's webhook) or a tool like curl, which carry no
 * visitor's cookies.
 *
 * better-auth has an origin check of its own, but only for requests it receives over HTTP; our
 * actions call `auth.api` directly, so this is the one that applies to every form.
 */
export function originCheck({ siteUrl }: { siteUrl: string }): RequestHandler {
  const siteOrigin = new URL(siteUrl).origin;
  return (req, res, next) => {
    if (!unsafeMethods.has(req.method)) return next();
    const origin = req.headers.origin;
    const crossSite = req.headers["sec-fetch-site"] === "cross-site";
    if (!crossSite && (origin === undefined || isOwnOrigin(origin, siteOrigin, req))) return next();
    sendRefusal(
      req,
      res,
      403,
      `This request came from another website, so it was refused. Open ${siteOrigin} and send it from there.`,
    );
  };
}

function isOwnOrigin(origin: string, siteOrigin: string, req: Request): boolean {
  if (origin === siteOrigin) return true;
  const host = req.headers.host;
  if (!host) return false;
  let own: URL;
  try {
    own = new URL(`${req.protocol}://${host}`);
  } catch {
    return false;
  }
  return loopbackHosts.has(own.hostname) && origin === own.origin;
}

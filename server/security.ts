import crypto from "node:crypto";
import type { ServerResponse } from "node:http";
import type { RequestHandler } from "express";

/**
 * Security headers for every response. Scripts run only from our origin or with this request's
 * nonce (React Router's inline hydration scripts carry it); nothing may frame the site.
 *
 * In development there is no nonce: browsers hide nonce values from the DOM, so React's dev build
 * reports every nonce attribute as a hydration mismatch, and Vite injects inline scripts of its own.
 */
export function securityHeaders({
  dev,
  https = false,
  imageHosts = [],
  formActionHosts = [],
}: {
  dev: boolean;
  /**
   * The site is served over https (SITE_URL): browsers are told to use nothing else for a year.
   * Browsers ignore the header on a plain-http answer, and it would do harm there (a site on
   * http://localhost would stay unreachable), so it is sent only for an https site.
   */
  https?: boolean;
  /** Other origins images may come from (the hosted CMS's image CDN, when configured). */
  imageHosts?: readonly string[];
  /**
   * Other origins a form submission may end up at. Chrome applies form-action to the redirects
   * that follow a form POST, and our checkout and "Manage Subscription" actions redirect to Stripe.
   */
  formActionHosts?: readonly string[];
}): RequestHandler & { apply(res: ServerResponse): string } {
  // Everything but the nonce is the same for every response: build it once.
  const [before, after] = [
    "default-src 'self'",
    dev ? "script-src 'self' 'unsafe-inline'" : "script-src 'self' 'nonce-\0'",
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data: blob:", ...imageHosts].join(" "),
    "font-src 'self'",
    dev ? "connect-src 'self' ws: wss:" : "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    ["form-action 'self'", ...formActionHosts].join(" "),
    "frame-ancestors 'none'",
  ]
    .join("; ")
    .split("\0") as [string, string?];
  const fixed: [string, string][] = [
    ["X-Content-Type-Options", "nosniff"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["X-Frame-Options", "DENY"],
    ["Cross-Origin-Opener-Policy", "same-origin"],
    ["Permissions-Policy", "camera=(), microphone=(), geolocation=()"],
    // No includeSubDomains: other hosts under the domain (a mail or staging host on plain http)
    // are not this app's to decide; an operator who wants them covered sets it at the proxy.
    ...(https ? [["Strict-Transport-Security", "max-age=31536000"] as [string, string]] : []),
  ];
  /** Sets the headers on a response and returns its nonce ("" in development). */
  const apply = (res: ServerResponse) => {
    const nonce = dev ? "" : freshNonce();
    res.setHeader("Content-Security-Policy", after === undefined ? before : before + nonce + after);
    for (const [name, value] of fixed) res.setHeader(name, value);
    return nonce;
  };
  const handler: RequestHandler = (_req, res, next) => {
    res.locals.cspNonce = apply(res);
    next();
  };
  return Object.assign(handler, { apply });
}

let randomPool = Buffer.alloc(0);
let randomOffset = 0;
function freshNonce(): string {
  if (randomOffset + 16 > randomPool.length) {
    randomPool = crypto.randomBytes(4096);
    randomOffset = 0;
  }
  randomOffset += 16;
  return randomPool.toString("base64", randomOffset - 16, randomOffset);
}

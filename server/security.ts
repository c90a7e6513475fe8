import crypto from "node:crypto";
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
  imageHosts = [],
  formActionHosts = [],
}: {
  dev: boolean;
  /** Other origins images may come from (the hosted CMS's image CDN, when configured). */
  imageHosts?: readonly string[];
  /**
   * Other origins a form submission may end up at. Chrome applies form-action to the redirects
   * that follow a form POST, and our checkout and "Manage Subscription" actions redirect to Stripe.
   */
  formActionHosts?: readonly string[];
}): RequestHandler {
  return (_req, res, next) => {
    const nonce = dev ? "" : freshNonce();
    res.locals.cspNonce = nonce;
    const directives = [
      "default-src 'self'",
      dev ? "script-src 'self' 'unsafe-inline'" : `script-src 'self' 'nonce-${nonce}'`,
      // Radix and sonner set inline style attributes; styles cannot run code.
      "style-src 'self' 'unsafe-inline'",
      ["img-src 'self' data: blob:", ...imageHosts].join(" "),
      "font-src 'self'",
      // Vite's dev server pushes module updates over a WebSocket.
      dev ? "connect-src 'self' ws: wss:" : "connect-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      ["form-action 'self'", ...formActionHosts].join(" "),
      "frame-ancestors 'none'",
    ];
    res.setHeader("Content-Security-Policy", directives.join("; "));
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
    next();
  };
}

// Random bytes drawn 4 KB at a time: one call into OpenSSL per 256 nonces instead of one per
// request. Each nonce is still 16 bytes no other response gets.
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

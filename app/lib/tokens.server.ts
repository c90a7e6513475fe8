import crypto from "node:crypto";

/**
 * Secrets handed out in links (a visitor's removal link, an address change, a team invitation):
 * 256 random bits, base64url, of which only the SHA-256 is stored, so the table alone opens
 * nothing.
 */
export function newToken(): string {
  return crypto.randomBytes(32).toString("base64url");
}

export function hashToken(token: string): string {
  return crypto.createHash("sha256").update(token).digest("hex");
}

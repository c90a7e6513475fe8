import crypto from "node:crypto";
import { and, eq, gt } from "drizzle-orm";
import type { Auth } from "~/auth/auth.server";
import type { Database } from "~/db/client.server";
import { twoFactors, verifications } from "~/db/schema";
import { waitMessage, type Blocked } from "./rate-limit.server";
import { parseCookieHeader, verifySignedValue } from "./session-reader.server";

/**
 * Whose sign-in waits for a two-factor code: the id of the user behind the signed `two_factor`
 * cookie that the password step set, or undefined. Lets the limit on wrong codes count per
 * account before better-auth checks the code. Reads the cookie as better-auth's two-factor plugin
 * writes it (a signed identifier of a verification row whose value is the user id); if that
 * changes, this answers undefined, the per-address limit still holds, and
 * tests/attack/limits.test.ts fails on the per-account lock.
 */
export async function pendingTwoFactorUser(
  auth: Auth,
  db: Database,
  cookieHeader: string | null,
): Promise<string | undefined> {
  if (!cookieHeader) return undefined;
  const context = await auth.$context;
  const raw = parseCookieHeader(cookieHeader).get(context.createAuthCookie("two_factor").name);
  if (!raw) return undefined;
  const key = crypto.createSecretKey(Buffer.from(context.secret, "utf8"));
  const identifier = verifySignedValue(raw, key);
  if (!identifier) return undefined;
  const [row] = await db
    .select({ userId: verifications.value })
    .from(verifications)
    .where(and(eq(verifications.identifier, identifier), gt(verifications.expiresAt, new Date())))
    .limit(1);
  return row?.userId;
}

/** How long better-auth's own lock on wrong two-factor codes still holds for this user. */
export async function twoFactorLockedFor(
  db: Database,
  userId: string | undefined,
): Promise<Pick<Blocked, "retryAfterSeconds">> {
  const [row] = userId
    ? await db
        .select({ lockedUntil: twoFactors.lockedUntil })
        .from(twoFactors)
        .where(and(eq(twoFactors.userId, userId), gt(twoFactors.lockedUntil, new Date())))
        .limit(1)
    : [];
  const seconds = row?.lockedUntil
    ? Math.ceil((row.lockedUntil.getTime() - Date.now()) / 1000)
    : 900;
  return { retryAfterSeconds: Math.max(1, seconds) };
}

/** "Your account is locked for a while after too many wrong codes. Please wait 9 minutes..." */
export function twoFactorLockedMessage(blocked: Pick<Blocked, "retryAfterSeconds">): string {
  return `Your account is temporarily locked after too many wrong codes. ${waitMessage(blocked)}`;
}

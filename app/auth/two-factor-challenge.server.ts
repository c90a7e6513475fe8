import crypto from "node:crypto";
import { and, eq, gt } from "drizzle-orm";
import type { Auth } from "~/auth/auth.server";
import type { Database } from "~/db/client.server";
import { twoFactors } from "~/db/schema";
import type { Translate } from "~/i18n/translate";
import { waitMessage, type Blocked } from "./rate-limit.server";
import { parseCookieHeader, verifySignedValue } from "./session-reader.server";

/**
 * Whose sign-in waits for a two-factor code: the id of the user behind the signed `two_factor`
 * cookie that the password step set, or undefined when there is none (or it expired). Lets the
 * limit on wrong codes count per account before better-auth checks the code. Reads the cookie as
 * better-auth's two-factor plugin writes it (a signed identifier of a verification value holding
 * the user id, found through better-auth's own adapter, so Redis storage works too); if that
 * changes, tests/attack/limits.test.ts fails on the two-factor burst.
 */
export async function pendingTwoFactorUser(
  auth: Auth,
  cookieHeader: string | null,
): Promise<string | undefined> {
  if (!cookieHeader) return undefined;
  const context = await auth.$context;
  const raw = parseCookieHeader(cookieHeader).get(context.createAuthCookie("two_factor").name);
  if (!raw) return undefined;
  const key = crypto.createSecretKey(Buffer.from(context.secret, "utf8"));
  const identifier = verifySignedValue(raw, key);
  if (!identifier) return undefined;
  const found = await context.internalAdapter.findVerificationValue(identifier);
  return found && found.expiresAt.getTime() > Date.now() ? found.value : undefined;
}

/** How long better-auth's own lock on wrong two-factor codes still holds for this user. */
export async function twoFactorLockedFor(
  db: Database,
  userId: string,
): Promise<Pick<Blocked, "retryAfterSeconds">> {
  const [row] = await db
    .select({ lockedUntil: twoFactors.lockedUntil })
    .from(twoFactors)
    .where(and(eq(twoFactors.userId, userId), gt(twoFactors.lockedUntil, new Date())))
    .limit(1);
  const seconds = row?.lockedUntil
    ? Math.ceil((row.lockedUntil.getTime() - Date.now()) / 1000)
    : 900;
  return { retryAfterSeconds: Math.max(1, seconds) };
}

/**
 * "Too many wrong codes have been tried for this account. Please wait 9 minutes and try again."
 * Said to the owner too, who may have typed one right code from elsewhere: not "too many tries".
 */
export function twoFactorLockedMessage(
  blocked: Pick<Blocked, "retryAfterSeconds">,
  t: Translate,
): string {
  return t("auth:limits.twoFactorLocked", { wait: waitMessage(blocked, t) });
}

/**
 * The Set-Cookie header that ends this browser's pending two-factor sign-in, as better-auth names
 * the cookie, for answers that send the visitor back to the password step: better-auth clears it
 * itself only on answers it returns, and a refused code is thrown.
 */
export async function clearTwoFactorChallenge(auth: Auth): Promise<Headers> {
  const { name, attributes } = (await auth.$context).createAuthCookie("two_factor");
  const parts = [`${name}=`, "Max-Age=0", `Path=${attributes.path ?? "/"}`, "HttpOnly"];
  if (attributes.secure) parts.push("Secure");
  parts.push("SameSite=Lax");
  return new Headers({ "Set-Cookie": parts.join("; ") });
}

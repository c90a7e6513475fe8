import type { AppLoadContext } from "react-router";
import type { Translate } from "~/i18n/translate";
import type { Database } from "~/db/client.server";
import {
  claimEmailChange,
  currentEmailOf,
  findAccountByEmail,
  findEmailChangeByToken,
  recordEmailChange,
  unclaimEmailChange,
} from "~/db/email-changes.server";
import { localizePath } from "~/i18n/paths";
import { askerLanguage } from "~/i18n/asker-language.server";
import type { Mailer } from "~/mail/mailer.server";
import { emailChangeLinkMail, emailChangeNoticeMail, emailChangeTakenMail } from "~/mail/templates";
import { guarded, type AccountRefusal } from "./account.server";
import type { Auth } from "./auth.server";
import { consume, limits, waitMessage, type Limit } from "./rate-limit.server";
import { authError, type SessionUser } from "./session.server";

/**
 * Changing the address of an account (decision 024), on better-auth's change-email flow: the new
 * address gets a link, and the account changes only when it is opened. Around it, what better-auth
 * leaves to the site: the current password first, limits, a notice to the old address, the same
 * answer for an address another account has, and a record that makes the link single-use.
 */

/** How long a link to confirm an address works: better-auth's `emailVerification.expiresIn`. */
export const confirmationLinkSeconds = 24 * 60 * 60;

/** The owner of an address another account asked for hears of it at most once a day. */
export const takenAddressMailPerOwner = (ownerId: string): Limit => ({
  key: `email-change-taken-mail:user:${ownerId}`,
  max: 1,
  windowMs: 24 * 60 * 60 * 1000,
});

const verifyLink = (siteUrl: string, token: string) =>
  `${siteUrl}${localizePath("/auth/verify", askerLanguage().prefix)}?token=${encodeURIComponent(token)}`;

/**
 * better-auth's `changeEmail` sends its link through `sendVerificationEmail`, with the user's
 * address replaced by the new one; the address still on the account tells the two mails apart.
 */
export async function isAddressChange(
  db: Database,
  user: { id: string; email: string },
): Promise<boolean> {
  const current = await currentEmailOf(db, user.id);
  return current !== null && current !== user.email.toLowerCase();
}

/** Records the request (so the link works once) and mails the link to the new address. */
export async function sendEmailChangeLink(
  { db, mailer, siteUrl }: { db: Database; mailer: Mailer; siteUrl: string },
  {
    userId,
    name,
    newEmail,
    token,
  }: { userId: string; name: string; newEmail: string; token: string },
): Promise<void> {
  const expiresAt = new Date(Date.now() + confirmationLinkSeconds * 1000);
  await recordEmailChange(db, { userId, newEmail, token, expiresAt });
  const mail = emailChangeLinkMail(
    askerLanguage().code,
    name,
    newEmail,
    verifyLink(siteUrl, token),
  );
  await mailer.send({ to: newEmail, ...mail });
}

export type EmailChangeRequest = { ok: true; newEmail: string; headers: Headers } | AccountRefusal;

/**
 * Asks for a change of address to `newEmail` (already checked by the form's schema, and not the
 * account's own). The password is checked first, counted per user like every password check of
 * the account area; then the request is counted, before any mail. An address that belongs to
 * another account is answered exactly like a free one: its owner is told instead (at most once a
 * day), and no link is sent.
 */
export async function requestEmailChange(
  context: AppLoadContext,
  request: Request,
  user: SessionUser,
  { newEmail, password }: { newEmail: string; password: string },
  t: Translate,
): Promise<EmailChangeRequest> {
  const { auth, db, mailer, siteUrl } = context;
  const address = newEmail.toLowerCase();
  const checked = await guarded(
    context,
    user.id,
    "password",
    () =>
      auth.api.verifyPassword({
        body: { password },
        headers: request.headers,
        returnHeaders: true,
      }),
    t,
  );
  if (!checked.ok) return checked;
  const blocked = await consume(db, [
    limits.emailChangesPerUser(user.id),
    limits.emailChangesPerIp(context.clientIp),
  ]);
  if (blocked) {
    return {
      ok: false,
      status: 429,
      field: "form",
      message: t("account:limits.emailChange", { wait: waitMessage(blocked, t) }),
    };
  }
  const owner = await findAccountByEmail(db, address);
  // For a free address better-auth signs a link and sends it through sendVerificationEmail
  // (auth.server.ts, then sendEmailChangeLink above); for a taken one it sends nothing and answers
  // the same.
  const { headers } = await auth.api.changeEmail({
    body: { newEmail: address },
    headers: request.headers,
    returnHeaders: true,
  });
  if (owner && owner.id !== user.id) {
    // No link exists, but the account page shows the same "waiting for the link" as for a free
    // address, so this row is written all the same.
    const expiresAt = new Date(Date.now() + confirmationLinkSeconds * 1000);
    await recordEmailChange(db, { userId: user.id, newEmail: address, token: null, expiresAt });
    if (!(await consume(db, [takenAddressMailPerOwner(owner.id)]))) {
      await mailer.send({
        to: owner.email,
        ...emailChangeTakenMail("en", owner.name, `${siteUrl}/auth`),
      });
    }
  }
  const notice = emailChangeNoticeMail("en", user.name, address, `${siteUrl}/auth/forgot-password`);
  await mailer.send({ to: user.email, ...notice });
  return { ok: true, newEmail: address, headers };
}

/** What opening a link to confirm a new address did. */
export type EmailChangeConfirmation =
  /** The account has the new address now; `headers` may refresh this browser's session cookie. */
  | { outcome: "changed"; email: string; userId: string; headers: Headers }
  /** The link had already changed the address. */
  | { outcome: "used"; email: string }
  /** Older than a day. */
  | { outcome: "expired" }
  /** A newer request, or a new password, replaced it before it was opened. */
  | { outcome: "withdrawn" }
  /** Another account took the address after the link was sent. */
  | { outcome: "taken"; email: string }
  /** This browser is signed in to a different account (better-auth refuses that). */
  | { outcome: "other-account" }
  /** Genuine, but the account no longer matches it (its address changed some other way). */
  | { outcome: "invalid" };

/**
 * Confirms a change of address from its link, or returns null when the token is not one of ours
 * (a sign-up confirmation, or nothing). The request is claimed first, in one statement, so a link
 * opened twice at once changes the address once; the claim is given back if better-auth refuses.
 */
export async function confirmEmailChange(
  { auth, db }: { auth: Auth; db: Database },
  request: Request,
  token: string,
): Promise<EmailChangeConfirmation | null> {
  const change = await findEmailChangeByToken(db, token);
  if (!change) return null;
  const email = change.newEmail;
  if (!(await claimEmailChange(db, change.id))) {
    const now = (await findEmailChangeByToken(db, token)) ?? change;
    if (now.confirmedAt) return { outcome: "used", email };
    if (now.withdrawnAt) return { outcome: "withdrawn" };
    return { outcome: "expired" };
  }
  const takenByAnother = async () => {
    const owner = await findAccountByEmail(db, email);
    return owner !== null && owner.id !== change.userId;
  };
  if (await takenByAnother()) {
    await unclaimEmailChange(db, change.id);
    return { outcome: "taken", email };
  }
  try {
    const { headers } = await auth.api.verifyEmail({
      query: { token },
      headers: request.headers,
      returnHeaders: true,
    });
    return { outcome: "changed", email, userId: change.userId, headers };
  } catch (error) {
    await unclaimEmailChange(db, change.id);
    const { status, code } = authError(error);
    // Another account took the address in the moment between the check above and the change.
    if (status >= 500 && (await takenByAnother())) return { outcome: "taken", email };
    if (status >= 500) throw error;
    if (code === "INVALID_USER") return { outcome: "other-account" };
    if (code === "TOKEN_EXPIRED") return { outcome: "expired" };
    return { outcome: "invalid" };
  }
}

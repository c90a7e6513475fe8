import crypto from "node:crypto";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { twoFactor } from "better-auth/plugins";
import { site } from "~/config/site";
import type { Database } from "~/db/client.server";
import { accounts, sessions, twoFactors, users, verifications } from "~/db/schema";
import { loggableError } from "~/lib/errors.server";
import { logger } from "~/lib/logger.server";
import type { KeyValueStorage } from "~/lib/redis.server";
import { localizePath } from "~/i18n/paths";
import { askerLanguage } from "~/i18n/asker-language.server";
import type { Mailer } from "~/mail/mailer.server";
import { alreadyRegisteredMail, resetPasswordMail, verificationMail } from "~/mail/templates";
import { withdrawEmailChanges } from "~/db/email-changes.server";
import {
  confirmationLinkSeconds,
  isAddressChange,
  sendEmailChangeLink,
} from "./email-change.server";
import { refuseWeakPasswords } from "./password-strength.server";
import { consume, type Limit } from "./rate-limit.server";
import { passwordRule } from "./validation";

export interface AuthOptions {
  db: Database;
  mailer: Mailer;
  /** The site's public origin: links in mails point here (never at a request's Host header). */
  siteUrl: string;
  secret: string;
  /**
   * Redis, when configured: sessions are looked up there before the database. The database stays
   * the record (a miss falls back to it), so the site keeps working when Redis is flushed or down.
   */
  secondaryStorage?: KeyValueStorage;
  /**
   * Runs before an account is deleted, whichever way (the person's own deletion, an admin's):
   * ends its subscriptions with their provider (decision 042). When it throws, nothing is deleted.
   */
  beforeDeleteUser?: (userId: string) => Promise<void>;
}

/**
 * better-auth on our database. The site never exposes better-auth's own HTTP endpoints: every
 * screen calls `auth.api` from its loader or action, behind our rate limits (rate-limit.server.ts),
 * and the links in mails lead to our own pages (/auth/verify, /auth/reset-password).
 */
/**
 * The "you already have an account" mail goes to an address at most once a day, however often
 * someone signs up with it: the owner is told, and nobody can use the form to flood their inbox.
 */
export const existingSignUpMailPerUser = (userId: string): Limit => ({
  key: `existing-signup-mail:user:${userId}`,
  max: 1,
  windowMs: 24 * 60 * 60 * 1000,
});

export function createAuth({
  db,
  mailer,
  siteUrl,
  secret,
  secondaryStorage,
  beforeDeleteUser,
}: AuthOptions) {
  // The links in mails to the person asking lead to pages in the language they were reading.
  const link = (path: string, token: string) =>
    `${siteUrl}${localizePath(path, askerLanguage().prefix)}?token=${encodeURIComponent(token)}`;
  return betterAuth({
    appName: site.name,
    baseURL: siteUrl,
    secret,
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        twoFactor: twoFactors,
      },
    }),
    secondaryStorage,
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: passwordRule.min,
      maxPasswordLength: passwordRule.max,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      // A change of address still waiting for its link is withdrawn: the notice to the old
      // address tells an owner whose account was taken over to do exactly this.
      async onPasswordReset({ user }) {
        await withdrawEmailChanges(db, user.id);
      },
      async sendResetPassword({ user, token }) {
        const mail = resetPasswordMail(
          askerLanguage().code,
          user.name,
          link("/auth/reset-password", token),
        );
        await mailer.send({ to: user.email, ...mail });
      },
      // Signing up with a registered address looks the same as a new sign-up to the visitor; the
      // owner of the address is told instead (no account enumeration).
      async onExistingUserSignUp({ user }) {
        if (await consume(db, [existingSignUpMailPerUser(user.id)])) return;
        const mail = alreadyRegisteredMail("en", user.name, `${siteUrl}/auth`);
        await mailer.send({ to: user.email, ...mail });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: confirmationLinkSeconds,
      async sendVerificationEmail({ user, token }) {
        // A change of address (user.changeEmail below) comes here too, with the new address.
        if (await isAddressChange(db, user)) {
          const { id: userId, name, email: newEmail } = user;
          await sendEmailChangeLink({ db, mailer, siteUrl }, { userId, name, newEmail, token });
          return;
        }
        const mail = verificationMail(askerLanguage().code, user.name, link("/auth/verify", token));
        await mailer.send({ to: user.email, ...mail });
      },
    },
    user: {
      deleteUser: {
        enabled: true,
        async beforeDelete(user) {
          await beforeDeleteUser?.(user.id);
        },
      },
      // The new address gets the link (sendVerificationEmail above); the account changes when it
      // is opened. No confirmation from the old address first (sendChangeEmailConfirmation): it
      // is told instead (decision 024).
      changeEmail: { enabled: true },
    },
    session: {
      // Written only by the hook below; the admin guard reads it (decision 038).
      additionalFields: {
        twoFactorVerifiedAt: { type: "date", required: false, input: false, returned: false },
      },
      expiresIn: 30 * 24 * 60 * 60,
      updateAge: 24 * 60 * 60,
      // With Redis, every session is still written to (and revoked in) the database, and a token
      // Redis does not know is looked up there. Without Redis, both options change nothing.
      storeSessionInDatabase: Boolean(secondaryStorage),
    },
    // Likewise for verification values (reset links, two-factor steps): without this they would
    // live in Redis alone, and be lost when it is flushed.
    verification: { storeInDatabase: Boolean(secondaryStorage) },
    // Our actions apply their own limits, which also hold for server-side calls.
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: "typeatlas",
      useSecureCookies: siteUrl.startsWith("https:"),
      // Random UUIDs for every id (users, sessions, accounts), made here rather than by the database.
      database: { generateId: () => crypto.randomUUID() },
    },
    telemetry: { enabled: false },
    logger: {
      log(level, message, ...args) {
        const fields = args[0] instanceof Error ? { error: loggableError(args[0]) } : {};
        logger()[level](fields, `better-auth: ${message}`);
      },
    },
    databaseHooks: { session: { create: { before: markTwoFactorSessions } } },
    // Every endpoint that sets a password (sign-up, reset, change) refuses the easily guessed ones.
    hooks: { before: refuseWeakPasswords },
    plugins: [twoFactor({ issuer: site.name })],
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** The endpoints that finish a sign-in with a code from the authenticator app or a backup code. */
const twoFactorSignInPaths = new Set(["/two-factor/verify-totp", "/two-factor/verify-backup-code"]);

/**
 * Marks a session that a sign-in's two-factor step created (decision 038): the operators' area
 * opens only to such a session. Not marked: a password-only sign-in, one from a "trusted device"
 * (it skips the code), and the session better-auth creates when a signed-in person turns
 * two-factor on (verify-totp with a session already open): the code typed then comes from a key
 * that this very session just made, so it proves nothing the password had not.
 */
async function markTwoFactorSessions(
  session: Record<string, unknown>,
  context: { path?: string; context: { session?: unknown } } | null | undefined,
) {
  if (!context?.path || !twoFactorSignInPaths.has(context.path)) return;
  if (context.context.session) return;
  return { data: { ...session, twoFactorVerifiedAt: new Date() } };
}

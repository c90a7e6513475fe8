import { eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { sessions, users } from "~/db/schema";
import { createSignedInUser } from "./accounts";

/**
 * An admin signed in as the operators' area requires (issue 22): created through better-auth,
 * then made an admin with a confirmed address and two-factor on, and the session marked as having
 * passed a two-factor code (`two_factor_verified_at`), which a real sign-in with a code sets.
 * Two-factor is turned on after signing in, so better-auth does not ask this sign-in for a code.
 */
export async function createSignedInAdmin(context: AppLoadContext, email: string) {
  const admin = await createSignedInUser(context, email, "Test Admin");
  await context.db
    .update(users)
    .set({ role: "admin", emailVerified: true, twoFactorEnabled: true })
    .where(eq(users.id, admin.id));
  await context.db
    .update(sessions)
    .set({ twoFactorVerifiedAt: new Date() })
    .where(eq(sessions.userId, admin.id));
  return admin;
}

import { eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { sessions, users } from "~/db/schema";
import { createSignedInUser } from "./accounts";

/**
 * An admin as the guard wants one (decision 038), made straight in the database: a verified
 * account with role 'admin' and two-factor on, and the Cookie header of a session marked as
 * having passed a two-factor code. The sign-in happens before two-factor is switched on, since
 * better-auth would otherwise stop it at the code step; tests of the real two-factor sign-in live
 * with the access tests.
 */
export async function createAdminSession(
  context: AppLoadContext,
  email: string,
  name = "Ada Admin",
): Promise<{ id: string; email: string; name: string; cookie: string }> {
  const user = await createSignedInUser(context, email, name);
  await context.db
    .update(users)
    .set({ role: "admin", emailVerified: true, twoFactorEnabled: true })
    .where(eq(users.id, user.id));
  await context.db
    .update(sessions)
    .set({ twoFactorVerifiedAt: new Date() })
    .where(eq(sessions.userId, user.id));
  return { ...user, name };
}

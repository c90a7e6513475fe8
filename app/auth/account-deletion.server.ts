import type { BetterAuthOptions } from "better-auth";
import type { Auth } from "./auth.server";

/**
 * Deletes an account by id, for an admin acting on a person's request (/admin/people, issue 22).
 *
 * A person deletes their own account on /account/data through better-auth's delete-user endpoint,
 * which, once the password is checked, runs its `deleteCurrentUser`: the `beforeDelete` hook,
 * `internalAdapter.deleteUser`, `internalAdapter.deleteUserSessions`, the `afterDelete` hook. That
 * function is not exported and the endpoint acts only on the caller's own session, so this runs
 * the same steps in the same order, on the same adapter and hooks; everything else goes with the
 * user row by the schema's cascades, whichever way the row is deleted. The contract test
 * (tests/integration/admin-people.test.ts, "the admin's deletion leaves what the person's own
 * leaves") fails if the two ever leave different rows behind.
 */
export async function deleteAccount(auth: Auth, userId: string): Promise<void> {
  const context = await auth.$context;
  const found = await context.internalAdapter.findUserById(userId);
  if (!found) return;
  // Read as the options' general type. Ours end the person's subscriptions first (decision 042):
  // when that fails it throws, and nothing is deleted.
  const hooks = (context.options as BetterAuthOptions).user?.deleteUser;
  await hooks?.beforeDelete?.(found);
  await context.internalAdapter.deleteUser(userId);
  await context.internalAdapter.deleteUserSessions(userId);
  await hooks?.afterDelete?.(found);
}

import crypto from "node:crypto";
import type { AppLoadContext } from "react-router";
import { deleteAccount } from "~/auth/account-deletion.server";
import { SubscriptionCancelError } from "~/billing/account-closing.server";
import { consume, type Limit } from "~/auth/rate-limit.server";
import type { BillingEvent } from "~/billing/events";
import { applyBillingEventIn } from "~/billing/state-machine.server";
import type { PlanId } from "~/config/plans";
import { findRunningSubscription } from "~/db/subscriptions.server";
import { logger } from "~/lib/logger.server";
import { recordAdminAction } from "./audit.server";
import type { AdminUser } from "./guard.server";
import type { Person } from "./people.server";

/**
 * What an admin can do to an account from /admin/people (issue 22). Each writes its audit entry
 * (app/admin/audit.server.ts); premium changes go through the billing state machine as events of
 * the provider `manual`, so entitlements need no special case.
 */

type Context = Pick<AppLoadContext, "db" | "auth">;

/** Why an action did not happen; the page says it above the form. */
export class ActionRefused extends Error {}

/**
 * The confirmation mail sent again from the person page: three a day per account, so neither a
 * slip nor a compromised admin session can flood someone's inbox.
 */
export const resendVerificationPerUser = (userId: string): Limit => ({
  key: `admin-resend-verification:user:${userId}`,
  max: 3,
  windowMs: 24 * 60 * 60 * 1000,
});

/**
 * Sends the confirmation mail again, through better-auth as at sign-up: the same mail and link.
 * Asked without the admin's session, so better-auth looks the account up by its address.
 */
export async function resendVerification(ctx: Context, admin: AdminUser, person: Person) {
  if (person.emailVerified) throw new ActionRefused("This address is already confirmed.");
  // Counted before the mail is sent, so a burst cannot slip past it.
  if (await consume(ctx.db, [resendVerificationPerUser(person.id)])) {
    throw new ActionRefused(
      "The confirmation mail has been sent to this address three times today. Try again tomorrow.",
    );
  }
  await ctx.auth.api.sendVerificationEmail({ body: { email: person.email } });
  await ctx.db.transaction((tx) =>
    recordAdminAction(tx, admin, {
      action: "user.resend-verification",
      target: person,
    }),
  );
}

/**
 * Signs the person out of every browser: better-auth's own revocation of a user's sessions (what
 * its revokeSessions endpoint does for the signed-in user), which also makes Redis forget them.
 * better-auth writes through its own connection, so the entry follows the change.
 */
export async function signOutEverywhere(
  ctx: Context,
  admin: AdminUser,
  person: Person,
  reason: string,
) {
  const auth = await ctx.auth.$context;
  await auth.internalAdapter.deleteUserSessions(person.id);
  await recordAfterBetterAuth(ctx, admin, {
    action: "user.sign-out-everywhere",
    target: person,
    reason,
  });
}

/**
 * Premium by hand: a subscription of the provider `manual`, active until the end of `until`
 * (or with no end), created by an event of the state machine in the same transaction as the audit
 * entry. One running grant per person at a time.
 */
export async function grantPremium(
  ctx: Context,
  admin: AdminUser,
  person: Person,
  { plan, until, reason }: { plan: PlanId; until: Date | null; reason: string },
) {
  const now = new Date();
  const subscriptionId = `admin-${crypto.randomUUID()}`;
  const event: BillingEvent = {
    id: `admin-${crypto.randomUUID()}`,
    created: now,
    type: "customer.subscription.created",
    subscription: {
      provider: "manual",
      providerSubscriptionId: subscriptionId,
      providerCustomerId: null,
      userId: person.id,
      status: "active",
      planId: plan,
      currentPeriodStart: now,
      currentPeriodEnd: until,
      cancelAtPeriodEnd: false,
    },
  };
  await ctx.db.transaction(async (tx) => {
    if (await findRunningSubscription(tx, person.id, "manual")) {
      throw new ActionRefused(
        "This person already has premium granted by hand. Remove it before granting it again.",
      );
    }
    await applyBillingEventIn(tx, event);
    await recordAdminAction(tx, admin, {
      action: "premium.grant",
      target: person,
      reason,
      details: {
        plan,
        until: until?.toISOString() ?? null,
        providerSubscriptionId: subscriptionId,
        eventId: event.id,
      },
    });
  });
}

/**
 * Ends the person's running grant now: its paid-through date moves to now (an update event), then
 * the subscription ends (a deletion event), both through the state machine, which otherwise keeps
 * premium until the end of a period already paid for. Paid subscriptions are left alone: they are
 * cancelled or refunded with their provider.
 */
export async function removePremium(
  ctx: Context,
  admin: AdminUser,
  person: Person,
  reason: string,
) {
  await ctx.db.transaction(async (tx) => {
    const grant = await findRunningSubscription(tx, person.id, "manual");
    if (!grant?.providerSubscriptionId) {
      throw new ActionRefused("This person has no premium granted by hand to remove.");
    }
    const now = new Date();
    const snapshot = {
      provider: "manual" as const,
      providerSubscriptionId: grant.providerSubscriptionId,
      providerCustomerId: null,
      userId: person.id,
      status: "active",
      planId: grant.planType,
      currentPeriodStart: grant.currentPeriodStart,
      currentPeriodEnd: now,
      cancelAtPeriodEnd: false,
    };
    const ended: BillingEvent = {
      id: `admin-${crypto.randomUUID()}`,
      created: now,
      type: "customer.subscription.updated",
      subscription: snapshot,
    };
    const deleted: BillingEvent = {
      id: `admin-${crypto.randomUUID()}`,
      created: now,
      type: "customer.subscription.deleted",
      subscription: snapshot,
    };
    await applyBillingEventIn(tx, ended);
    await applyBillingEventIn(tx, deleted);
    await recordAdminAction(tx, admin, {
      action: "premium.remove",
      target: person,
      reason,
      details: {
        plan: grant.planType,
        providerSubscriptionId: grant.providerSubscriptionId,
        eventIds: [ended.id, deleted.id],
      },
    });
  });
}

/**
 * Deletes the account with the deletion a person does on /account/data (`deleteAccount`). Not an
 * admin's own account: that goes through /account/data like anyone's.
 */
export async function deletePersonAccount(
  ctx: Context,
  admin: AdminUser,
  person: Person,
  reason: string,
) {
  if (person.id === admin.id) {
    throw new ActionRefused("You cannot delete your own account here. Use Account › Data.");
  }
  try {
    await deleteAccount(ctx.auth, person.id);
  } catch (error) {
    if (!(error instanceof SubscriptionCancelError)) throw error;
    throw new ActionRefused(
      "A subscription of this person could not be cancelled with its payment provider, so the account was not deleted. Try again in a few minutes; the log names the subscription.",
    );
  }
  await recordAfterBetterAuth(ctx, admin, { action: "user.delete", target: person, reason });
}

/**
 * better-auth writes through its own connection, outside any transaction of ours, so an action
 * made through it is recorded right after it succeeded. Should that entry fail to be written, the
 * log says so with everything the entry would have held, and the error reaches the page.
 */
async function recordAfterBetterAuth(
  ctx: Context,
  admin: AdminUser,
  entry: Parameters<typeof recordAdminAction>[2],
) {
  try {
    await ctx.db.transaction((tx) => recordAdminAction(tx, admin, entry));
  } catch (error) {
    logger().error(
      { admin: admin.email, entry },
      "An admin action was done but its audit entry could not be written",
    );
    throw error;
  }
}

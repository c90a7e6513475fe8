import { sql } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { subscriptionEntitles } from "~/billing/entitlements.server";
import { selectRows } from "~/db/client.server";
import { databaseTargets, freshDatabase } from "../support/databases";

/**
 * One rule, two places: whether a subscription is in force is the SQL function
 * `subscription_in_force` (migration 0012, used by the premium check and a team's seats) and
 * `subscriptionEntitles` in TypeScript (the pages' entitlements). Every status the providers send,
 * with a period end behind, ahead, at the moment and unknown, must get the same answer from both.
 */
const statuses = [
  "trialing",
  "active",
  "past_due",
  "canceled",
  "unpaid",
  "incomplete",
  "incomplete_expired",
  "paused",
];
const moment = new Date("2026-11-27T12:00:00.000Z");
const ends = {
  behind: new Date(moment.getTime() - 1000),
  "at the moment": moment,
  ahead: new Date(moment.getTime() + 1000),
  unknown: null,
};

describe.each(databaseTargets)("subscription_in_force on $name", (target) => {
  const database = freshDatabase(target);

  test("agrees with subscriptionEntitles for every status and period end", async () => {
    const cases = statuses.flatMap((status) =>
      Object.entries(ends).map(([when, end]) => ({ status, when, end })),
    );
    for (const { status, when, end } of cases) {
      const [row] = await selectRows<{ inForce: boolean }>(
        database().db,
        sql`select subscription_in_force(${status}, ${end?.toISOString() ?? null}::timestamptz, ${moment.toISOString()}::timestamptz) as "inForce"`,
      );
      const personal = subscriptionEntitles(
        { status, currentPeriodEnd: end, teamId: null, seats: null },
        moment,
      );
      // SQL's null (a trial without a period end) counts as false, as a WHERE clause reads it.
      expect({ status, when, inForce: row?.inForce === true }).toEqual({
        status,
        when,
        inForce: personal,
      });
    }
    // The rule is not vacuous: some cases are in force and some are not.
    expect(
      subscriptionEntitles(
        { status: "active", currentPeriodEnd: null, teamId: null, seats: null },
        moment,
      ),
    ).toBe(true);
    expect(
      subscriptionEntitles(
        { status: "unpaid", currentPeriodEnd: ends.ahead, teamId: null, seats: null },
        moment,
      ),
    ).toBe(false);
  });
});

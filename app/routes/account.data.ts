import { eq } from "drizzle-orm";
import type { Route } from "./+types/account.data";
import { problem } from "~/lib/json-body.server";
import { requireUser } from "~/auth/session.server";
import { subscriptions, users } from "~/db/schema";
import { listTestSessions } from "~/db/test-sessions.server";
import { site } from "~/config/site";

/**
 * GET /account/data: everything we hold about the signed-in user, as a JSON download. Password
 * hashes, session tokens and two-factor secrets are credentials, not data about the user, and are
 * left out.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const [[account], subscriptionRows, sessions] = await Promise.all([
    context.db.select().from(users).where(eq(users.id, user.id)),
    context.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id)),
    listTestSessions(context.db, user.id),
  ]);
  const exportedAt = new Date();
  const body = {
    exportedAt: exportedAt.toISOString(),
    site: site.name,
    account: account && {
      id: account.id,
      fullName: account.name,
      email: account.email,
      emailVerified: account.emailVerified,
      twoFactorEnabled: account.twoFactorEnabled,
      createdAt: account.createdAt.toISOString(),
    },
    subscriptions: subscriptionRows.map((row) => ({
      status: row.status,
      planType: row.planType,
      currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
    })),
    testResults: sessions.map((session) => ({
      id: session.id,
      personalityType: session.personalityType,
      dimensions: session.dimensions,
      responses: session.responses,
      isPremium: session.isPremium,
      completedAt: session.completedAt.toISOString(),
    })),
  };
  const day = exportedAt.toISOString().slice(0, 10);
  return new Response(JSON.stringify(body, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="typeatlas-data-${day}.json"`,
      "Cache-Control": "no-store",
    },
  });
}

/** Other methods get a 405 that says so (without an action, React Router's 405 has no message). */
export const action = () =>
  problem(405, "Download your data with GET (the link on the account page).", {
    Allow: "GET, HEAD",
  });

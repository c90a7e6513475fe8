import { asc, eq } from "drizzle-orm";
import { site } from "~/config/site";
import type { Database } from "./client.server";
import { listEmailChanges } from "./email-changes.server";
import { listPublicResults } from "./public-results.server";
import { accountContributions } from "./stat-contributions.server";
import { subscriptions, users } from "./schema";
import { listTestSessions } from "./test-sessions.server";
import { teamsExport } from "~/teams/export.server";

/**
 * Everything we hold about one user, as the "Download my data" file shows it (/account/data).
 * Password hashes, session tokens and two-factor secrets are credentials, not data about the user,
 * and are left out: only the columns named here are read.
 */
export async function accountExport(db: Database, userId: string, exportedAt = new Date()) {
  const [[account], subscriptionRows, sessions, emailChangeRows, publicRows, statistics] =
    await Promise.all([
      db
        .select({
          id: users.id,
          name: users.name,
          email: users.email,
          emailVerified: users.emailVerified,
          twoFactorEnabled: users.twoFactorEnabled,
          createdAt: users.createdAt,
        })
        .from(users)
        .where(eq(users.id, userId)),
      db
        .select({
          status: subscriptions.status,
          planType: subscriptions.planType,
          currentPeriodEnd: subscriptions.currentPeriodEnd,
          createdAt: subscriptions.createdAt,
        })
        .from(subscriptions)
        .where(eq(subscriptions.userId, userId))
        .orderBy(asc(subscriptions.createdAt)),
      listTestSessions(db, userId),
      listEmailChanges(db, userId),
      listPublicResults(db, userId),
      accountContributions(db, userId),
    ]);
  // The teams part reads the address from the account row above, for the invitations sent to it.
  const teamData = await teamsExport(db, userId, account?.email);
  return {
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
    // Kept at most a day past each link's expiry (decision 024).
    emailChanges: emailChangeRows.map((row) => ({
      newEmail: row.newEmail,
      requestedAt: row.requestedAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
      confirmedAt: row.confirmedAt?.toISOString() ?? null,
      withdrawnAt: row.withdrawnAt?.toISOString() ?? null,
    })),
    testResults: sessions.map((session) => ({
      id: session.id,
      personalityType: session.personalityType,
      dimensions: session.dimensions,
      responses: session.responses,
      language: session.locale,
      isPremium: session.isPremium,
      completedAt: session.completedAt.toISOString(),
    })),
    // The result pages this user published (issue 20): what each shows, at which address.
    publicResults: publicRows.map((row) => ({
      path: `/r/${row.slug}`,
      testResultId: row.testSessionId,
      personalityType: row.personalityType,
      dimensions: row.dimensions,
      displayName: row.displayName,
      indexable: row.indexable,
      publishedAt: row.createdAt.toISOString(),
    })),
    // Whether this account gives its results to the site's statistics (issue 22), and how many
    // are given; the random id they are kept under is left out, as the rows carry no account.
    statistics: {
      givingResults: statistics.on,
      resultsGiven: statistics.count,
    },
    // The teams this user is in, their role and share in each, and invitations (issue 23).
    teams: teamData.teams,
    teamInvitationsSent: teamData.invitationsSent,
    teamInvitationsReceived: teamData.invitationsReceived,
  };
}

import { and, eq, gt, isNull } from "drizzle-orm";
import { teamInvitations, teams, users } from "~/db/schema";
import { teamInvitationMail } from "~/mail/templates";
import { teamLimits } from "~/teams/team-limits";
import { defineJob } from "./queue.server";

/**
 * Mails an invitation to join a team (issue 23), queued in the transaction that stores it. The
 * link carries the invitation's token, which the table keeps only hashed: the payload is the one
 * place it waits, and the row goes once the mail is sent. An invitation withdrawn, accepted or
 * expired before the mail goes is not mailed; a retry after a crash between sending and the row's
 * removal is the only way one can arrive twice.
 */
export const teamInvitationMailJob = defineJob<{ invitationId: string; url: string }>(
  "team-invitation-mail",
  async ({ invitationId, url }, { db, mailer }) => {
    const [invitation] = await db
      .select({ email: teamInvitations.email, teamName: teams.name, inviterName: users.name })
      .from(teamInvitations)
      .innerJoin(teams, eq(teams.id, teamInvitations.teamId))
      .leftJoin(users, eq(users.id, teamInvitations.invitedBy))
      .where(
        and(
          eq(teamInvitations.id, invitationId),
          isNull(teamInvitations.acceptedAt),
          isNull(teamInvitations.withdrawnAt),
          gt(teamInvitations.expiresAt, new Date()),
        ),
      );
    if (!invitation) return;
    const mail = teamInvitationMail({ ...invitation, url, days: teamLimits.invitationDays });
    await mailer.send({ to: invitation.email, ...mail });
  },
);

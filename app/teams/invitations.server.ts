import { consume, refund, type Blocked } from "~/auth/rate-limit.server";
import type { Database } from "~/db/client.server";
import { teamInvitationMailJob } from "~/jobs/team-invitation-mail.server";
import { enqueueJob, wakeJobRunners } from "~/jobs/queue.server";
import { teamRateLimits } from "./limits.server";
import { inviteByEmails } from "./teams.server";

/** The address of an e-mail invitation's page, which its mail links to. */
export const invitationPath = (token: string) => `/teams/invitations/${encodeURIComponent(token)}`;

/** The address of a team's join link. */
export const joinLinkPath = (token: string) => `/teams/join/${encodeURIComponent(token)}`;

export type InvitationsOutcome =
  | { ok: true; sent: number }
  /** A limit said no: nothing was stored or queued, and no address was counted. */
  | { ok: false; blocked: Blocked; by: "team" | "person" };

/**
 * Invites each address to the team and queues its mail (issue 23, decision 042). Every address is
 * counted against the team's and the inviter's limits first; if either is used up, the counts of
 * this request are given back and nothing is sent, so the form can be sent again later as it is.
 * The role is checked again in the transaction that stores the invitations (`inviteByEmails`).
 */
export async function sendInvitations(
  { db, siteUrl }: { db: Database; siteUrl: string },
  input: { teamId: string; inviterId: string; emails: readonly string[] },
): Promise<InvitationsOutcome> {
  const emails = [...new Set(input.emails.map((email) => email.trim().toLowerCase()))];
  const perTeam = teamRateLimits.invitationsPerTeam(input.teamId);
  const perPerson = teamRateLimits.invitationsPerUser(input.inviterId);
  for (let i = 0; i < emails.length; i++) {
    const blocked = await consume(db, [perTeam, perPerson]);
    if (blocked) {
      // `refund` gives back one per key and call: one call per address counted.
      for (let j = 0; j <= i; j++) await refund(db, [perTeam, perPerson]);
      return { ok: false, blocked, by: blocked.keys.includes(perTeam.key) ? "team" : "person" };
    }
  }
  const created = await inviteByEmails(
    db,
    { teamId: input.teamId, invitedBy: input.inviterId, emails },
    {
      afterEach: (tx, invitation) =>
        enqueueJob(tx, teamInvitationMailJob, {
          invitationId: invitation.invitationId,
          url: `${siteUrl}${invitationPath(invitation.token)}`,
        }),
    },
  ).catch(async (error: unknown) => {
    // Refused (the role changed a moment ago) or failed: nothing was sent, so nothing counts.
    for (let j = 0; j < emails.length; j++) await refund(db, [perTeam, perPerson]);
    throw error;
  });
  wakeJobRunners();
  return { ok: true, sent: created.length };
}

import type { Limit } from "~/auth/rate-limit.server";

/**
 * The limits of the teams' forms (issue 23, decision 042), counted with the site's one limiter
 * (`consume` in app/auth/rate-limit.server.ts) before the work they guard.
 */
const fifteenMinutes = 15 * 60 * 1000;
const oneDay = 24 * 60 * 60 * 1000;

export const teamRateLimits = {
  /** New teams: a handful a day is use; a script filling the table is not. */
  creationsPerUser: (userId: string): Limit => ({
    key: `team-create:user:${userId}`,
    max: 10,
    windowMs: oneDay,
  }),
  /**
   * Invitations by e-mail, one count per address, counted before any mail is queued: each one is a
   * mail to an address someone typed, so a team (or a stolen session) cannot become a mail cannon.
   * A team that grows past this in a day has the join link.
   */
  invitationsPerTeam: (teamId: string): Limit => ({
    key: `team-invite:team:${teamId}`,
    max: 100,
    windowMs: oneDay,
  }),
  /** Across every team the person manages: making teams does not buy more mail. */
  invitationsPerUser: (userId: string): Limit => ({
    key: `team-invite:user:${userId}`,
    max: 150,
    windowMs: oneDay,
  }),
  /**
   * Accepting an invitation or joining by link, per person and per address, as signing in is
   * limited: tokens are not guessable, but a burst of tries meets a wall all the same.
   */
  joinsPerUser: (userId: string): Limit => ({
    key: `team-join:user:${userId}`,
    max: 20,
    windowMs: fifteenMinutes,
  }),
  joinsPerIp: (ip: string): Limit => ({
    key: `team-join:ip:${ip}`,
    max: 40,
    windowMs: fifteenMinutes,
  }),
} as const;

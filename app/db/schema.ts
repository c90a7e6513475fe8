import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { DimensionScores } from "../assessment/scoring";

/**
 * Messages sent through /contact (departures.md #8: stored, never dropped, mailed to support by
 * the `contact-message-mail` job; decision 021).
 */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the mail to support went out; null while it is still to be sent. */
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** In the operators' inbox: `unread`, `read` or `handled` (issue 22). */
    status: text("status").notNull().default("unread"),
    handledAt: timestamp("handled_at", { withTimezone: true }),
  },
  (table) => [index("contact_messages_created_at_idx").on(table.createdAt)],
);

// ---------------------------------------------------------------------------------------------
// Accounts (better-auth). The property names are better-auth's field names; the columns are ours.

export const users = pgTable("users", {
  id: text("id").primaryKey(),
  /** The full name given at sign-up (spec §3: metadata.full_name). */
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  twoFactorEnabled: boolean("two_factor_enabled").notNull().default(false),
  /** `user` or `admin` (issue 22): set only by `npm run admin -- grant|revoke`, never from the web. */
  role: text("role").notNull().default("user"),
  /**
   * The random id under which this person's results are given to the statistics (departure 20);
   * null while they have not chosen to. Withdrawing deletes the rows and clears it.
   */
  statsContributorId: uuid("stats_contributor_id"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    token: text("token").notNull().unique(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    /**
     * When this session passed a two-factor code (set by better-auth's session hook on the
     * two-factor verify endpoints); the operators' area requires it (issue 22).
     */
    twoFactorVerifiedAt: timestamp("two_factor_verified_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("sessions_user_id_idx").on(table.userId)],
);

export const accounts = pgTable(
  "accounts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    /** The password hash (scrypt), for the "credential" provider. */
    password: text("password"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("accounts_user_id_idx").on(table.userId)],
);

/** E-mail verification and password-reset tokens. */
export const verifications = pgTable(
  "verifications",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("verifications_identifier_idx").on(table.identifier)],
);

export const twoFactors = pgTable(
  "two_factors",
  {
    id: text("id").primaryKey(),
    secret: text("secret").notNull(),
    backupCodes: text("backup_codes").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    verified: boolean("verified").default(true),
    failedVerificationCount: integer("failed_verification_count").default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
  },
  (table) => [
    index("two_factors_user_id_idx").on(table.userId),
    index("two_factors_secret_idx").on(table.secret),
  ],
);

/**
 * Changes of address asked for on /account (decision 024). better-auth's link is a signed token
 * that keeps no state; this row makes it single-use, lets a newer request or a password change
 * withdraw it, and tells the page what became of it. A job deletes each row a day after it expires.
 */
export const emailChanges = pgTable(
  "email_changes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    newEmail: text("new_email").notNull(),
    /** SHA-256 of the link's token; null when no link was sent (the address has an account). */
    tokenHash: text("token_hash").unique(),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    /** Set when a newer request or a new password replaced this one before it was confirmed. */
    withdrawnAt: timestamp("withdrawn_at", { withTimezone: true }),
  },
  (table) => [
    index("email_changes_user_requested_idx").on(table.userId, table.requestedAt.desc()),
    index("email_changes_expires_at_idx").on(table.expiresAt),
  ],
);

// ---------------------------------------------------------------------------------------------
// Results and subscriptions (spec §3).

export const testSessions = pgTable(
  "test_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The browser's id for one attempt: saving it twice returns the first row (departures #1). */
    submissionId: uuid("submission_id").notNull(),
    /** For example 'INTJ-A'. */
    personalityType: text("personality_type").notNull(),
    dimensions: jsonb("dimensions").$type<DimensionScores>().notNull(),
    /** Statement id (1-60) to answer (1-7). */
    responses: jsonb("responses").$type<Record<string, number>>().notNull(),
    /**
     * The page language the test was taken in (app/i18n/locales.ts code), for the statistics by
     * language when the owner gives their answers (issue 22); null for results saved before it.
     */
    locale: text("locale"),
    isPremium: boolean("is_premium").notNull().default(false),
    completedAt: timestamp("completed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("test_sessions_user_submission_idx").on(table.userId, table.submissionId),
    index("test_sessions_user_completed_idx").on(table.userId, table.completedAt.desc()),
  ],
);

/**
 * Results their owner chose to publish at /r/:slug (issue 20, decision 031): only what the page
 * shows, computed on the server from the answers, never the answers themselves. A signed-in
 * owner's row names the user (deleted with the account) and the saved result it came from; a
 * visitor's row has no user and is removed with the secret whose hash it keeps.
 */
export const publicResults = pgTable(
  "public_results",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** 10 base62 characters from crypto random (about 59 bits): the page's address. */
    slug: text("slug").notNull(),
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    testSessionId: uuid("test_session_id").references(() => testSessions.id, {
      onDelete: "set null",
    }),
    /** For example 'INTJ-A'. */
    personalityType: text("personality_type"),
    dimensions: jsonb("dimensions").$type<DimensionScores>(),
    /** Each dimension's standard error (app/assessment/measurement.ts), for comparing. */
    standardErrors: jsonb("standard_errors").$type<DimensionScores>(),
    displayName: text("display_name"),
    indexable: boolean("indexable").notNull().default(false),
    /** SHA-256 (hex) of a visitor's removal secret; null for an owner's row. */
    removalTokenHash: text("removal_token_hash"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * Set when unpublished: the page answers 410 Gone from then on, and the type, scores, errors,
     * name and removal hash are cleared (the row keeps only its slug, so the address is never
     * given out again and can say it was removed). Columns above are null only then.
     */
    removedAt: timestamp("removed_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("public_results_slug_idx").on(table.slug),
    index("public_results_user_created_idx").on(table.userId, table.createdAt.desc()),
  ],
);

/**
 * One row per provider subscription, moved only by `app/billing/state-machine.server.ts`. Whether
 * it makes its user premium is decided by `app/billing/entitlements.server.ts` (and, by the same
 * rule, migration 0003's `user_has_active_subscription`).
 */
export const subscriptions = pgTable(
  "subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Stripe's statuses: trialing, active, past_due, canceled, incomplete, unpaid... */
    status: text("status").notNull(),
    /** A plan id from app/config/plans.ts. */
    planType: text("plan_type").notNull(),
    currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }),
    /** When the period paid for began: the sandbox prorates a plan change from it (decision 025). */
    currentPeriodStart: timestamp("current_period_start", { withTimezone: true }),
    /**
     * When the subscription's trial ends or ended; null if it never had one. Kept once set, whatever
     * plan the subscription moves to, so a trial switched to another plan still counts as the
     * account's one trial (decision 025).
     */
    trialEnd: timestamp("trial_end", { withTimezone: true }),
    /**
     * "stripe", "sandbox" (the built-in sandbox checkout; "test" before migration 0004) or "manual"
     * (premium granted by hand in /admin/people, issue 22).
     */
    provider: text("provider").notNull().default("sandbox"),
    providerCustomerId: text("provider_customer_id"),
    providerSubscriptionId: text("provider_subscription_id"),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    /** Set by the deletion event: nothing moves the row afterwards. */
    endedAt: timestamp("ended_at", { withTimezone: true }),
    /** When the provider created the last event applied, so an older one arriving late is ignored. */
    lastEventAt: timestamp("last_event_at", { withTimezone: true }),
    /**
     * The team a Teams plan pays for (issue 23, decision 042); null for a person's own plan, the
     * only kind that makes anyone premium.
     */
    teamId: uuid("team_id").references(() => teams.id, { onDelete: "set null" }),
    /** The seats a Teams plan pays for (Stripe's quantity); null for a person's own plan. */
    seats: integer("seats"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("subscriptions_user_status_idx").on(table.userId, table.status),
    index("subscriptions_team_idx").on(table.teamId),
    uniqueIndex("subscriptions_provider_subscription_idx").on(
      table.provider,
      table.providerSubscriptionId,
    ),
  ],
);

/** Provider events already applied: the id is claimed in the same transaction as the change. */
export const processedEvents = pgTable("processed_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  processedAt: timestamp("processed_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A premium report bought for one saved result ($9.99, once). */
export const reportPurchases = pgTable(
  "report_purchases",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    testSessionId: uuid("test_session_id")
      .notNull()
      .references(() => testSessions.id, { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    /** The provider's payment (Stripe: the checkout session id). */
    providerPaymentId: text("provider_payment_id").notNull(),
    amountCents: integer("amount_cents").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("report_purchases_payment_idx").on(table.provider, table.providerPaymentId),
    index("report_purchases_session_idx").on(table.testSessionId),
  ],
);

/** Checkouts of the built-in sandbox provider (no Stripe key): what is being bought, by whom. */
export const sandboxCheckouts = pgTable("sandbox_checkouts", {
  id: uuid("id").primaryKey().defaultRandom(),
  userId: text("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  /** A plan id (the Teams plan's too), or "premium-report". */
  item: text("item").notNull(),
  testSessionId: uuid("test_session_id").references(() => testSessions.id, { onDelete: "cascade" }),
  /** The team a Teams plan checkout is for (decision 042); gone with the team. */
  teamId: uuid("team_id").references(() => teams.id, { onDelete: "cascade" }),
  /** The seats a Teams plan checkout was last priced for; the card form may change them. */
  seats: integer("seats"),
  successUrl: text("success_url").notNull(),
  cancelUrl: text("cancel_url").notNull(),
  /** open, paid */
  status: text("status").notNull().default("open"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

// ---------------------------------------------------------------------------------------------
// Operations.

/** Fixed-window counters for the sign-in, sign-up and reset limits, shared by every process. */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
});

/** Mail written while no SMTP server is configured, readable at /dev/outbox. */
export const outboxMessages = pgTable(
  "outbox_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    to: text("to").notNull(),
    replyTo: text("reply_to"),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("outbox_messages_created_at_idx").on(table.createdAt)],
);

/**
 * Work done after the request that asked for it, durably (decision 021): a row is written in the
 * same transaction as what it is about, and a runner in each server process claims due rows,
 * runs them and deletes them. A failed run is retried later; after the last attempt the row stays
 * as `failed`, for a person to look at.
 */
export const jobs = pgTable(
  "jobs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The name given to defineJob; only a runner that knows the name claims the row. */
    name: text("name").notNull(),
    payload: jsonb("payload").notNull(),
    /** `pending` (waiting for runAt), `running` (leased until runAt) or `failed` (gave up). */
    status: text("status").notNull().default("pending"),
    /** Runs started so far; also the claim's token, so a runner whose lease ran out changes nothing. */
    attempts: integer("attempts").notNull().default(0),
    /** When the job is next due: its first run, its retry, or the end of a running job's lease. */
    runAt: timestamp("run_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // The runner's one query looks only at jobs still to run, oldest due first.
  (table) => [
    index("jobs_due_idx")
      .on(table.runAt)
      .where(sql`${table.status} <> 'failed'`),
  ],
);

/**
 * Pages to drop from every server process's page cache (decision 033): the process that purges
 * pages which changed for everyone (an unpublished public result, decision 031) writes their paths
 * here, and every process polls for rows newer than the last it saw and drops its own copies. The
 * pollers delete rows older than an hour; a kept page lives 60 s, so an older row purges nothing.
 */
export const pagePurges = pgTable(
  "page_purges",
  {
    /** Increasing: a poller asks for the rows after the last id it saw (primary key index). */
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    /** A path as the page cache's `purge` takes it: `/r/k7Qm2xPa9Z`, or `*` for one segment. */
    path: text("path").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // The pruning looks for old rows by age.
  (table) => [index("page_purges_created_at_idx").on(table.createdAt)],
);

// ---------------------------------------------------------------------------------------------
// The operators' area (issue 22, decision 038).

/**
 * Every action taken in /admin: who did what to whom, when and why. Written in the same transaction
 * as the action; no page edits or deletes a row, and the database refuses UPDATE and DELETE on the
 * table (migration 0010's trigger). The people are named by id and by the address they had then,
 * so the entry outlives an account deleted later.
 */
export const adminAuditLog = pgTable(
  "admin_audit_log",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    adminUserId: text("admin_user_id").notNull(),
    adminEmail: text("admin_email").notNull(),
    /** What was done, e.g. `premium.grant`, `user.delete`, `contact.reply` (app/admin/audit.server.ts). */
    action: text("action").notNull(),
    targetUserId: text("target_user_id"),
    targetEmail: text("target_email"),
    /** The reason the admin gave, where the action asks for one. */
    reason: text("reason"),
    /** What else identifies the action: a message id, a plan, a subscription id. */
    details: jsonb("details").$type<Record<string, unknown>>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("admin_audit_log_created_at_idx").on(table.createdAt.desc()),
    index("admin_audit_log_target_idx").on(table.targetUserId),
  ],
);

/** Replies to contact messages written in /admin, mailed by the `contact-reply-mail` job. */
export const contactReplies = pgTable(
  "contact_replies",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    messageId: uuid("message_id")
      .notNull()
      .references(() => contactMessages.id, { onDelete: "cascade" }),
    /** The admin who wrote it; the address stays when that account is deleted. */
    authorUserId: text("author_user_id").references(() => users.id, { onDelete: "set null" }),
    authorEmail: text("author_email").notNull(),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the mail went out; null while it is still to be sent. */
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (table) => [index("contact_replies_message_idx").on(table.messageId, table.createdAt)],
);

/**
 * Each billing event applied to a subscription (app/billing/state-machine.server.ts): the state
 * machine's history, with the provider's event id, for the admin's payments page. Rows from
 * before migration 0010 do not exist; the subscription row itself is the current state.
 */
export const subscriptionEvents = pgTable(
  "subscription_events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    subscriptionId: uuid("subscription_id").references(() => subscriptions.id, {
      onDelete: "cascade",
    }),
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    /** The provider's event id (Stripe's `evt_...`, the sandbox's, or `admin-...` for a grant). */
    providerEventId: text("provider_event_id").notNull(),
    type: text("type").notNull(),
    fromStatus: text("from_status"),
    toStatus: text("to_status"),
    planType: text("plan_type"),
    /** applied or ignored (a duplicate is never recorded: its id was claimed before). */
    outcome: text("outcome").notNull(),
    /** When the provider created the event. */
    eventAt: timestamp("event_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("subscription_events_subscription_idx").on(table.subscriptionId, table.createdAt),
    index("subscription_events_user_idx").on(table.userId, table.createdAt),
  ],
);

// ---------------------------------------------------------------------------------------------
// Statistics from consenting people (issue 22, departure 20, decision 039).

/**
 * One result given to the statistics. Kept apart from accounts: the row holds the contributor's
 * random id, never a user id; only the account (`users.stats_contributor_id`) or the visitor's
 * browser holds that id, so they can withdraw, which deletes every row with it. Kept: the 60
 * answers, the result, the day and the language.
 */
export const statContributions = pgTable(
  "stat_contributions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    contributorId: uuid("contributor_id").notNull(),
    /** The attempt's submission id, so one result given twice is counted once. */
    submissionId: uuid("submission_id").notNull(),
    /** The 60 answers in statement order (ids 1-60), one digit 1-7 each: "4715...". */
    answers: text("answers").notNull(),
    /** For example 'INTJ-A'. */
    personalityType: text("personality_type").notNull(),
    dimensions: jsonb("dimensions").$type<DimensionScores>().notNull(),
    /** The page language the test was taken in (app/i18n/locales.ts code). */
    locale: text("locale").notNull(),
    /** The day only: a time of day would help single a person out. */
    contributedOn: text("contributed_on").notNull(),
    /** Made by `npm run stats:simulate`, which refuses the default database. */
    synthetic: boolean("synthetic").notNull().default(false),
  },
  (table) => [
    uniqueIndex("stat_contributions_submission_idx").on(table.contributorId, table.submissionId),
  ],
);

/**
 * The statistics as last computed by the `statistics` job (app/statistics/): one row per run, the
 * newest is shown. `data` is a `StatisticsSnapshot` (app/statistics/types.ts).
 */
export const statisticsSnapshots = pgTable(
  "statistics_snapshots",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    computedAt: timestamp("computed_at", { withTimezone: true }).notNull().defaultNow(),
    /** Consenting results counted. */
    n: integer("n").notNull(),
    /** Whether any synthetic result was counted (the pages say so). */
    synthetic: boolean("synthetic").notNull().default(false),
    data: jsonb("data").notNull(),
  },
  (table) => [index("statistics_snapshots_computed_at_idx").on(table.computedAt.desc())],
);

/**
 * Teams (issue 23, decision 042): a named group whose members each choose one saved result to
 * share with it. The join link is one token per team, stored as its SHA-256 only.
 */
export const teams = pgTable(
  "teams",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** SHA-256 (hex) of the join link's token; null once turned off or never made. */
    linkTokenHash: text("link_token_hash"),
    linkExpiresAt: timestamp("link_expires_at", { withTimezone: true }),
  },
  // A join link is found by its hash (a visitor's token), one team per hash.
  (table) => [uniqueIndex("teams_link_token_hash_idx").on(table.linkTokenHash)],
);

export type TeamRole = "owner" | "admin" | "member";

/** One row per person per team; one owner per team (a partial unique index). */
export const teamMembers = pgTable(
  "team_members",
  {
    teamId: uuid("team_id")
      .notNull()
      .references(() => teams.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role").$type<TeamRole>().notNull().default("member"),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.teamId, table.userId] }),
    index("team_members_user_idx").on(table.userId),
    uniqueIndex("team_members_one_owner_idx")
      .on(table.teamId)
      .where(sql`${table.role} = 'owner'`),
  ],
);

/**
 * An invitation by e-mail: used once, by the account whose verified address is `email`, until
 * `expiresAt`. The token is stored as its SHA-256 only.
 */
export const teamInvitations = pgTable(
  "team_invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    teamId: uuid("team_id")
      .notNull()
      .references(() => teams.id, { onDelete: "cascade" }),
    /** Lower-cased. */
    email: text("email").notNull(),
    tokenHash: text("token_hash").notNull(),
    invitedBy: text("invited_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    withdrawnAt: timestamp("withdrawn_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("team_invitations_token_idx").on(table.tokenHash),
    index("team_invitations_team_idx").on(table.teamId, table.createdAt.desc()),
  ],
);

/** The one saved result a member shares with a team; gone when they stop, leave or delete it. */
export const teamShares = pgTable(
  "team_shares",
  {
    teamId: uuid("team_id").notNull(),
    userId: text("user_id").notNull(),
    testSessionId: uuid("test_session_id")
      .notNull()
      .references(() => testSessions.id, { onDelete: "cascade" }),
    sharedAt: timestamp("shared_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.teamId, table.userId] }),
    // A share belongs to a membership: leaving (or being removed) removes it in the same statement.
    foreignKey({
      columns: [table.teamId, table.userId],
      foreignColumns: [teamMembers.teamId, teamMembers.userId],
    }).onDelete("cascade"),
  ],
);

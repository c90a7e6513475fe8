import { createAuth, type Auth } from "~/auth/auth.server";
import { createSessionReader, type SessionReader } from "~/auth/session-reader.server";
import { cancelSubscriptionsOf } from "~/billing/account-closing.server";
import type { BillingProvider, StripeConfig } from "~/billing/provider.server";
import { createStripeProvider } from "~/billing/stripe.server";
import { createSandboxProvider } from "~/billing/sandbox-checkout.server";
import type { DatabaseHandle } from "~/db/client.server";
import { createContentService, type ContentService } from "~/content/service.server";
import type { SanityConfig } from "~/content/sanity.server";
import { createRedisCache, type RedisCache } from "~/lib/redis.server";
import { createMailer, type Mailer } from "~/mail/mailer.server";
import { createTestsTakenCounter } from "~/statistics/figures.server";
import { createSnapshotReader } from "~/statistics/snapshot.server";
import type { StatisticsSnapshot } from "~/statistics/types";

/** What every loader and action reaches through its load context, besides the request. */
export interface Services {
  database: DatabaseHandle;
  auth: Auth;
  /** The signed-in user of an ordinary request, without better-auth's endpoint machinery. */
  sessionReader: SessionReader;
  mailer: Mailer;
  /** The public origin, without a trailing slash. */
  siteUrl: string;
  /** Types, sections, posts and legal pages (bundled, or the hosted CMS with that fallback). */
  content: ContentService;
  /** Payments: Stripe when configured, else the built-in sandbox checkout. */
  billing: BillingProvider;
  /** The newest statistics snapshot (issue 22), kept in this process for a minute; null before the first. */
  latestStatistics: () => Promise<StatisticsSnapshot | null>;
  /** Tests the site knows were taken (the home page's figure), kept in this process for ten minutes. */
  testsTaken: () => Promise<number>;
}

export function createServices(options: {
  database: DatabaseHandle;
  siteUrl: string;
  authSecret: string;
  smtpUrl?: string;
  mailFrom: string;
  sanity?: SanityConfig;
  stripe?: StripeConfig;
  /** Redis for sessions, shared by several instances; unset, everything is in the database. */
  redisUrl?: string;
}): Services {
  const { database, siteUrl } = options;
  const mailer = createMailer({
    db: database.db,
    smtpUrl: options.smtpUrl,
    from: options.mailFrom,
    outboxUrl: `${siteUrl}/dev/outbox`,
  });
  const secondaryStorage = options.redisUrl ? redisCache(options.redisUrl).storage : undefined;
  const billing = options.stripe
    ? createStripeProvider({ ...options.stripe, db: database.db, siteUrl })
    : createSandboxProvider(database.db);
  const auth = createAuth({
    db: database.db,
    mailer,
    siteUrl,
    secret: options.authSecret,
    secondaryStorage,
    // Nobody is charged for an account that no longer exists (decision 042).
    beforeDeleteUser: (userId) => cancelSubscriptionsOf(database.db, billing, userId),
  });
  // With Redis, better-auth also records revocations there: it answers every lookup itself.
  const sessionReader = createSessionReader(auth, database.db, { enabled: !secondaryStorage });
  const content = createContentService({ sanity: options.sanity });
  const latestStatistics = createSnapshotReader(database.db);
  const testsTaken = createTestsTakenCounter(database.db);
  return {
    database,
    auth,
    sessionReader,
    mailer,
    siteUrl,
    content,
    billing,
    latestStatistics,
    testsTaken,
  };
}

// One Redis client per process (and URL), however often services are built.
const redisCaches = new Map<string, RedisCache>();

function redisCache(url: string): RedisCache {
  let cache = redisCaches.get(url);
  if (!cache) {
    cache = createRedisCache({ url });
    redisCaches.set(url, cache);
  }
  return cache;
}

/** Closes what services hold open besides the database (the Redis client), at shutdown. */
export async function closeServices(): Promise<void> {
  const caches = [...redisCaches.values()];
  redisCaches.clear();
  await Promise.all(caches.map((cache) => cache.close()));
}

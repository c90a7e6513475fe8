import crypto from "node:crypto";
import { and, desc, eq, isNull } from "drizzle-orm";
import { assumedStandardErrors, standardErrors } from "~/assessment/measurement";
import { computeResult, type DimensionScores, type Responses } from "~/assessment/scoring";
import { limits, type Limit } from "~/auth/rate-limit.server";
import type { Database } from "./client.server";
import { loggableError } from "~/lib/errors.server";
import { logger } from "~/lib/logger.server";
import { hashToken, newToken } from "~/lib/tokens.server";
import { publicResults, testSessions } from "./schema";
import { findTestSession, resultOf } from "./test-sessions.server";

/**
 * Public result pages (issue 20, decision 031). A row holds only what /r/:slug shows: the type,
 * the five scores and their standard errors, an optional display name, whether search engines
 * may index it, and when it was made. Never the answers, the e-mail address or the premium report.
 */

const base62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
export const slugLength = 10;
const slugPattern = /^[0-9A-Za-z]{10}$/;

/** Whether a string could be a slug at all: anything else is a 404 without a query. */
export const isSlug = (value: string) => slugPattern.test(value);

/** 10 characters drawn without bias from 62 (rejection sampling): about 59.5 bits. */
export function newSlug(): string {
  let slug = "";
  while (slug.length < slugLength) {
    for (const byte of crypto.randomBytes(16)) {
      // 248 = 62 * 4: bytes above it would favour the first characters.
      if (byte < 248 && slug.length < slugLength) slug += base62[byte % 62];
    }
  }
  return slug;
}

/** A published page as /r/:slug shows it. */
export interface PublicResult {
  slug: string;
  personalityType: string;
  dimensions: DimensionScores;
  standardErrors: DimensionScores;
  displayName: string | null;
  indexable: boolean;
  createdAt: Date;
}

export type PublicResultLookup =
  { status: "found"; result: PublicResult } | { status: "removed" } | { status: "missing" };

/** /r/:slug's one query: the page, or that it was removed, or nothing. */
export async function findPublicResult(db: Database, slug: string): Promise<PublicResultLookup> {
  if (!isSlug(slug)) return { status: "missing" };
  const [row] = await db.select().from(publicResults).where(eq(publicResults.slug, slug)).limit(1);
  if (!row) return { status: "missing" };
  if (row.removedAt || !row.personalityType || !row.dimensions) return { status: "removed" };
  return {
    status: "found",
    result: {
      slug: row.slug,
      personalityType: row.personalityType,
      dimensions: row.dimensions,
      standardErrors: row.standardErrors ?? assumedStandardErrors(),
      displayName: row.displayName,
      indexable: row.indexable,
      createdAt: row.createdAt,
    },
  };
}

interface PublishChoices {
  displayName: string | null;
  indexable: boolean;
}

async function insertWithFreshSlug(
  db: Database,
  values: Omit<typeof publicResults.$inferInsert, "slug">,
): Promise<string> {
  // A collision in 59 bits is all but impossible; a retry keeps it from ever being an error.
  for (let attempt = 0; attempt < 5; attempt++) {
    const slug = newSlug();
    const [row] = await db
      .insert(publicResults)
      .values({ ...values, slug })
      .onConflictDoNothing({ target: publicResults.slug })
      .returning({ slug: publicResults.slug });
    if (row) return row.slug;
  }
  throw new Error("No free slug was found for a public result.");
}

/**
 * Publishes a signed-in user's saved result, read by id and user together: someone else's id (or
 * a malformed one) returns null and writes nothing. The stored answers give the standard errors.
 */
export async function publishSavedResult(
  db: Database,
  input: { userId: string; testSessionId: string } & PublishChoices,
): Promise<{ slug: string } | null> {
  const session = await findTestSession(db, input.userId, input.testSessionId);
  if (!session) return null;
  const result = resultOf(session);
  const slug = await insertWithFreshSlug(db, {
    userId: input.userId,
    testSessionId: session.id,
    personalityType: result.type,
    dimensions: result.dimensions,
    standardErrors: standardErrors(session.responses as Responses),
    displayName: input.displayName,
    indexable: input.indexable,
  });
  return { slug };
}

/**
 * Publishes a visitor's result from their 60 validated answers: scored here, and only the result
 * is stored. Returns the slug and the removal secret, which exists nowhere else once returned.
 */
export async function publishVisitorResult(
  db: Database,
  input: { responses: Responses } & PublishChoices,
): Promise<{ slug: string; removalToken: string }> {
  const result = computeResult(input.responses);
  const removalToken = newToken();
  const slug = await insertWithFreshSlug(db, {
    personalityType: result.type,
    dimensions: result.dimensions,
    standardErrors: standardErrors(input.responses),
    displayName: input.displayName,
    indexable: input.indexable,
    removalTokenHash: hashToken(removalToken),
  });
  return { slug, removalToken };
}

const cleared = {
  personalityType: null,
  dimensions: null,
  standardErrors: null,
  displayName: null,
  removalTokenHash: null,
  testSessionId: null,
};

/**
 * Unpublishes: by its owner (userId) or by the holder of its removal secret (token). Anyone else,
 * a removed page or an unknown slug: false, and nothing changes. What the page showed is cleared;
 * the slug stays, so the address answers 410 and is never given out again.
 */
export async function unpublishResult(
  db: Database,
  input: { slug: string } & ({ userId: string } | { token: string }),
): Promise<boolean> {
  if (!isSlug(input.slug)) return false;
  const who =
    "userId" in input
      ? eq(publicResults.userId, input.userId)
      : eq(publicResults.removalTokenHash, hashToken(input.token));
  const rows = await db
    .update(publicResults)
    .set({ ...cleared, removedAt: new Date() })
    .where(and(eq(publicResults.slug, input.slug), who, isNull(publicResults.removedAt)))
    .returning({ slug: publicResults.slug });
  return rows.length > 0;
}

/** Whether a removal secret is the one for this live page (the removal link's page asks first). */
export async function removalTokenMatches(
  db: Database,
  slug: string,
  token: string,
): Promise<boolean> {
  if (!isSlug(slug) || token.length === 0 || token.length > 100) return false;
  const [row] = await db
    .select({ slug: publicResults.slug })
    .from(publicResults)
    .where(
      and(
        eq(publicResults.slug, slug),
        eq(publicResults.removalTokenHash, hashToken(token)),
        isNull(publicResults.removedAt),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** A signed-in user's live public pages, newest first: the dashboard's list and the export. */
export async function listPublicResults(db: Database, userId: string) {
  return db
    .select({
      slug: publicResults.slug,
      testSessionId: publicResults.testSessionId,
      personalityType: publicResults.personalityType,
      dimensions: publicResults.dimensions,
      displayName: publicResults.displayName,
      indexable: publicResults.indexable,
      createdAt: publicResults.createdAt,
    })
    .from(publicResults)
    .where(and(eq(publicResults.userId, userId), isNull(publicResults.removedAt)))
    .orderBy(desc(publicResults.createdAt));
}

export type PublicResultSummary = Awaited<ReturnType<typeof listPublicResults>>[number];

/**
 * The dashboard's list (app/components/dashboard/public-links.tsx): the live pages, and the newest
 * saved result to offer for publishing; null when the database fails (the page says so elsewhere).
 */
export async function loadPublicLinks(db: Database, userId: string) {
  try {
    const [links, [latest]] = await Promise.all([
      listPublicResults(db, userId),
      db
        .select({ id: testSessions.id })
        .from(testSessions)
        .where(eq(testSessions.userId, userId))
        .orderBy(desc(testSessions.completedAt))
        .limit(1),
    ]);
    return {
      links: links.flatMap((link) =>
        link.personalityType
          ? [
              {
                slug: link.slug,
                personalityType: link.personalityType,
                displayName: link.displayName,
                indexable: link.indexable,
                createdAt: link.createdAt.toISOString(),
              },
            ]
          : [],
      ),
      latestSessionId: latest?.id ?? null,
    };
  } catch (error) {
    logger().error({ error: loggableError(error) }, "Could not load the public pages");
    return null;
  }
}

/** Publishing's limits: per address, and per user when signed in. */
export function publishLimits(ip: string, userId: string | undefined): Limit[] {
  return userId
    ? [limits.publishesPerIp(ip), limits.publishesPerUser(userId)]
    : [limits.publishesPerIp(ip)];
}

import { categoryOf, isTypeCode } from "~/assessment/type-codes";
import { typeNameIn } from "~/i18n/profiles.server";
import { compareResults, type Comparison } from "~/components/dashboard/compare-data";
import {
  chartLength,
  clampPage,
  pageCount,
  requestedPage,
  resultsPerPage,
  type HistoryPoint,
} from "~/components/dashboard/history-data";
import type { Database } from "~/db/client.server";
import {
  countTestSessions,
  findOwnTestSessions,
  listScoreHistory,
  listTestSessionPage,
} from "~/db/test-sessions.server";

/**
 * The dashboard's results area: one page of the list, the chart's latest results, and a comparison
 * of two results when the address asks for one. Every read is bounded (a page, the chart's
 * length, two rows), so the page costs the same at one result and at thousands.
 */

export interface SessionSummary {
  id: string;
  personalityType: string;
  typeName: string | null;
  category: string | null;
  isPremium: boolean;
  completedAt: string;
}

export interface ResultsArea {
  total: number;
  page: number;
  pageCount: number;
  sessions: SessionSummary[];
  /** The chart's results, newest first. */
  history: HistoryPoint[];
  compare: {
    from: string | null;
    to: string | null;
    comparison: Comparison | null;
    /** Why no comparison is shown for what was asked (the page says it in its language). */
    problem: ComparisonProblem | null;
  };
}

/** Only one result chosen, or the same one twice. */
export type ComparisonProblem = "choose-two" | "choose-different";

/** `not-found` when the address names a result that is not the user's (or no result at all). */
export async function loadResultsArea(
  db: Database,
  userId: string,
  params: URLSearchParams,
  locale: string,
): Promise<ResultsArea | "not-found"> {
  const from = params.get("from");
  const to = params.get("to");
  const asked = [from, to].filter((id): id is string => Boolean(id));
  const [total, history, chosen] = await Promise.all([
    countTestSessions(db, userId),
    listScoreHistory(db, userId, chartLength),
    findOwnTestSessions(db, userId, asked),
  ]);
  if (new Set(asked).size !== chosen.length) return "not-found";

  const page = clampPage(requestedPage(params.get("page")), total);
  const rows = await listTestSessionPage(db, userId, {
    offset: (page - 1) * resultsPerPage,
    limit: resultsPerPage,
  });
  const sessions = rows.map((row) => {
    const code = row.personalityType.slice(0, 4);
    return {
      id: row.id,
      personalityType: row.personalityType,
      typeName: isTypeCode(code) ? typeNameIn(code, locale) : null,
      category: isTypeCode(code) ? categoryOf(code) : null,
      isPremium: row.isPremium,
      completedAt: row.completedAt.toISOString(),
    };
  });
  const points = history.map((row) => ({
    id: row.id,
    personalityType: row.personalityType,
    completedAt: row.completedAt.toISOString(),
    scores: row.dimensions,
  }));

  let comparison: Comparison | null = null;
  let problem: ComparisonProblem | null = null;
  if (asked.length > 0) {
    if (!from || !to) problem = "choose-two";
    else if (from === to) problem = "choose-different";
    else {
      const [a, b] = [from, to].map((id) => chosen.find((row) => row.id === id)!);
      comparison = compareResults(asSaved(a!), asSaved(b!));
    }
  }

  return {
    total,
    page,
    pageCount: pageCount(total),
    sessions,
    history: points,
    compare: { from, to, comparison, problem },
  };
}

type ChosenRow = Awaited<ReturnType<typeof findOwnTestSessions>>[number];

function asSaved(row: ChosenRow) {
  return {
    id: row.id,
    personalityType: row.personalityType,
    completedAt: row.completedAt.toISOString(),
    scores: row.dimensions,
    responses: row.responses,
  };
}

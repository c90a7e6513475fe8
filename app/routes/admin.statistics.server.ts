import { formatLanguage } from "~/admin/format";
import { sql } from "drizzle-orm";
import { dimensions, englishStatements } from "~/assessment/questions";
import { selectRows, type Database } from "~/db/client.server";
import { itemFlags, languageAlphaFlags, shown, shownCount } from "~/statistics/flags";
import { statisticsJobName } from "~/statistics/schedule.server";
import type { GroupStatistics, Interval, StatisticsSnapshot } from "~/statistics/types";

/**
 * What /admin/statistics shows, from the newest snapshot (decision 039). No figure leaves here for
 * a group smaller than `minimumGroup`: such a group's figures are null and the page says "fewer
 * than 50 results".
 */

export interface DimensionRow {
  dimension: string;
  mean: number;
  sd: number;
  alpha: number | null;
  interval: Interval | null;
  sem: number | null;
}

export interface GroupRow {
  label: string;
  n: number;
  /** Null when the group is too small to show. */
  dimensions: DimensionRow[] | null;
}

export interface StatisticsPageData {
  snapshot: {
    n: number;
    computedAt: string;
    durationMs: number;
    synthetic: boolean;
    resamples: number;
  } | null;
  /** The next run waiting in the jobs table, and whether one is running now. */
  schedule: { nextRunAt: string | null; running: boolean };
  groups: GroupRow[];
  items:
    | {
        id: number;
        text: string;
        dimension: string;
        reversed: boolean;
        mean: number;
        sd: number;
        itemTotal: number | null;
        flags: string[];
      }[]
    | null;
  languageFlags: { locale: string; dimension: string; alpha: number; englishAlpha: number }[];
  types: { code: string; count: number | null }[] | null;
  identities: { A: number | null; T: number | null } | null;
}

function groupRow(label: string, group: GroupStatistics): GroupRow {
  return {
    label,
    n: group.n,
    dimensions: shown(group)
      ? dimensions.map((dimension) => {
          const { mean, sd, alpha, alphaInterval, sem } = group.dimensions[dimension];
          return { dimension, mean, sd, alpha, interval: alphaInterval, sem };
        })
      : null,
  };
}

export async function statisticsPageData(
  db: Database,
  snapshot: StatisticsSnapshot | null,
): Promise<StatisticsPageData> {
  const [schedule] = await selectRows<{ next_run_at: string | null; running: boolean }>(
    db,
    sql`select
      (select min(run_at) from jobs where name = ${statisticsJobName} and status = 'pending')::text
        as next_run_at,
      exists(select 1 from jobs where name = ${statisticsJobName} and status = 'running')
        as running`,
  );
  const scheduleData = {
    nextRunAt: schedule?.next_run_at ? new Date(schedule.next_run_at).toISOString() : null,
    running: Boolean(schedule?.running),
  };
  if (!snapshot)
    return {
      snapshot: null,
      schedule: scheduleData,
      groups: [],
      items: null,
      languageFlags: [],
      types: null,
      identities: null,
    };
  const overallShown = shown(snapshot.overall);
  return {
    snapshot: {
      n: snapshot.n,
      computedAt: snapshot.computedAt,
      durationMs: snapshot.durationMs,
      synthetic: snapshot.synthetic,
      resamples: snapshot.bootstrap.resamples,
    },
    schedule: scheduleData,
    groups: [
      groupRow("Everyone", snapshot.overall),
      ...Object.entries(snapshot.byLocale).map(([locale, group]) =>
        groupRow(formatLanguage(locale), group),
      ),
    ],
    items: overallShown
      ? snapshot.overall.items.map((item) => ({
          id: item.id,
          text: englishStatements[item.id] ?? "",
          dimension: item.dimension,
          reversed: item.reversed,
          mean: item.mean,
          sd: item.sd,
          itemTotal: item.itemTotal,
          flags: itemFlags(item),
        }))
      : null,
    languageFlags: languageAlphaFlags(snapshot),
    types: overallShown
      ? Object.entries(snapshot.overall.types).map(([code, count]) => ({
          code,
          count: shownCount(count),
        }))
      : null,
    identities: overallShown
      ? {
          A: shownCount(snapshot.overall.identities.A),
          T: shownCount(snapshot.overall.identities.T),
        }
      : null,
  };
}

import { dimensions, type Dimension } from "~/assessment/questions";
import { poles, type DimensionScores, type PoleCode } from "~/assessment/scoring";
import type { Translate } from "~/i18n/translate";

/**
 * The dashboard's history, as data: which page of the result list an address asks for, and the
 * points of the chart of how each dimension moved. Pure, so the numbers the chart draws and the
 * numbers its table shows come from one place and are tested without a browser.
 */

/** Results per page of the dashboard's list: ten rows keep the page small at any history length. */
export const resultsPerPage = 10;

/**
 * The chart and its table show the latest results only: ten points read as a line on a
 * 320 px phone, and the page stays the same size (under 50 KB) however long the history grows.
 */
export const chartLength = 10;

/** The page an address's `?page=` asks for: a whole number from 1, anything else is page 1. */
export function requestedPage(value: string | null): number {
  if (value === null || !/^\d{1,9}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}

export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / resultsPerPage));
}

/** A page past the end shows the last page; the list never comes back empty while results exist. */
export function clampPage(page: number, total: number): number {
  return Math.min(Math.max(1, page), pageCount(total));
}

export interface HistoryPoint {
  id: string;
  personalityType: string;
  /** ISO date-time. */
  completedAt: string;
  scores: DimensionScores;
}

export interface ChartSeries {
  dimension: Dimension;
  /** The poles at 0 and at 100, e.g. introverted and extraverted (named by the page's messages). */
  low: PoleCode;
  high: PoleCode;
  /** The oldest and the latest score shown. */
  first: number;
  latest: number;
  /** Coordinates in a 100 x 100 box, oldest first: x across, y down (100 is the top). */
  dots: { x: number; y: number; value: number }[];
  /** An SVG path through the dots. */
  path: string;
}

/** Horizontal room kept at each end so the first and last dots are drawn whole. */
const inset = 3;

/** The chart's model from the latest results, newest first as the database returns them. */
export function chartSeries(newestFirst: readonly HistoryPoint[]): ChartSeries[] {
  const points = [...newestFirst].reverse();
  const step = points.length > 1 ? (100 - 2 * inset) / (points.length - 1) : 0;
  return dimensions.map((dimension) => {
    const dots = points.map((point, index) => ({
      x: points.length > 1 ? round(inset + index * step) : 50,
      y: 100 - point.scores[dimension],
      value: point.scores[dimension],
    }));
    return {
      dimension,
      low: poles[dimension][0].pole,
      high: poles[dimension][1].pole,
      first: dots[0]?.value ?? 0,
      latest: dots.at(-1)?.value ?? 0,
      dots,
      path: dots.map((dot, index) => `${index === 0 ? "M" : "L"}${dot.x} ${dot.y}`).join(" "),
    };
  });
}

/** The same numbers as the chart, one row per result, oldest first as the chart reads. */
export function chartTable(newestFirst: readonly HistoryPoint[]) {
  return [...newestFirst].reverse().map((point) => ({
    id: point.id,
    personalityType: point.personalityType,
    completedAt: point.completedAt,
    scores: dimensions.map((dimension) => ({ dimension, value: point.scores[dimension] })),
  }));
}

/** Where a dimension's line starts and ends, said beside its drawing: "from 38 to 61". */
export function seriesMovement(t: Translate, series: ChartSeries): string {
  if (series.dots.length === 1) return t("dashboard:chart.single", { score: series.latest });
  if (series.first === series.latest) return t("dashboard:chart.stayed", { score: series.latest });
  return t("dashboard:chart.moved", { first: series.first, latest: series.latest });
}

const round = (value: number) => Math.round(value * 10) / 10;

import { dimensions } from "~/assessment/questions";
import type { ClaimsConfig, FigureSource } from "~/config/site";
import type { MessageKey } from "~/i18n/english";
import { statisticsThresholds } from "./thresholds";
import type { StatisticsSnapshot } from "./types";

/**
 * The home page's four figures (departure 18, decision 040): for each, the value computed from the
 * site's own data when it may be shown, else the configured one. Pure and browser-safe: the
 * loaders gather the inputs (app/statistics/figures.server.ts), the pages format the values in
 * their language.
 */

export type FigureId = keyof ClaimsConfig;

export const figureIds = [
  "people",
  "languages",
  "rating",
  "accuracy",
] as const satisfies readonly FigureId[];

/** A figure's value, formatted by the page in its language. */
export type FigureValue =
  /** The operator's own words, shown as written ("10M+", "4.8/5"). */
  | { kind: "configured"; text: string }
  /** A count rounded down, shown with a plus: "1,200+". */
  | { kind: "atLeast"; count: number }
  /** An exact count: the languages served. */
  | { kind: "count"; count: number }
  /** A reliability coefficient, two decimals: "0.84". */
  | { kind: "coefficient"; value: number };

export interface ShownFigure {
  id: FigureId;
  label: MessageKey;
  value: FigureValue;
}

/** What the site computed for one figure, or why it has nothing to show (English, for operators). */
export type Computed = { value: FigureValue; detail: string } | { value: null; reason: string };

export interface FigureReport {
  id: FigureId;
  /** The source chosen in app/config/site.ts; "computed" only for the languages. */
  source: FigureSource;
  /** Whether the operator can choose (the languages are always computed, the rating configured). */
  choosable: boolean;
  configured: string | null;
  computed: Computed;
  shown: ShownFigure;
  /** Where the shown value came from: a computed figure falls back to the configured one. */
  shownFrom: FigureSource;
}

export interface FigureInputs {
  /** Languages the site serves. */
  languages: number;
  /** Tests the site knows were taken; null when not counted for this page. */
  testsTaken: number | null;
  /** The newest statistics snapshot; null before the first, or when not read for this page. */
  snapshot: StatisticsSnapshot | null;
}

/**
 * A count rounded down so the figure never claims more than was counted: to tens below 100, else
 * to two significant digits (57 -> 50, 1,234 -> 1,200, 10,512,000 -> 10,000,000). Null below the
 * smallest group any figure is shown for.
 */
export function roundDownForDisplay(count: number): number | null {
  if (!Number.isFinite(count) || count < statisticsThresholds.minimumGroup) return null;
  if (count < 100) return Math.floor(count / 10) * 10;
  const step = 10 ** (Math.floor(Math.log10(count)) - 1);
  return Math.floor(count / step) * step;
}

/** The computed tests-taken figure, or why there is none. */
export function computeTestsTaken(testsTaken: number | null): Computed {
  if (testsTaken === null) return { value: null, reason: "Not counted." };
  const shown = roundDownForDisplay(testsTaken);
  if (shown === null)
    return {
      value: null,
      reason: `${testsTaken} tests counted; a count is shown from ${statisticsThresholds.minimumGroup}.`,
    };
  return {
    value: { kind: "atLeast", count: shown },
    detail: `${testsTaken} tests counted (saved to an account or given to the statistics, each attempt once), shown rounded down.`,
  };
}

/** The median of the five dimensions' alphas from the newest snapshot, or why there is none. */
export function computeReliability(snapshot: StatisticsSnapshot | null): Computed {
  const { minimumGroup, sciencePageFrom } = statisticsThresholds;
  if (!snapshot) return { value: null, reason: "No statistics have been computed yet." };
  // Simulated respondents say nothing about the test: never a figure on the home page.
  if (snapshot.synthetic)
    return { value: null, reason: "The newest statistics include simulated results." };
  if (snapshot.n < sciencePageFrom)
    return {
      value: null,
      reason: `The newest statistics count ${snapshot.n} results; reliability is shown from ${sciencePageFrom}.`,
    };
  const alphas: number[] = [];
  for (const dimension of dimensions) {
    const measured = snapshot.overall.dimensions[dimension];
    if (measured.n < minimumGroup || measured.alpha === null)
      return {
        value: null,
        reason: `The ${dimension} dimension has no alpha from at least ${minimumGroup} people.`,
      };
    alphas.push(measured.alpha);
  }
  return {
    value: { kind: "coefficient", value: median(alphas) },
    detail: `Median Cronbach's alpha of the five dimensions, from ${snapshot.n} results computed ${snapshot.computedAt}.`,
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Each figure's sources, computed value and what the pages show now, in the pages' order. */
export function figureReports(config: ClaimsConfig, inputs: FigureInputs): FigureReport[] {
  const choosable = (id: "people" | "accuracy", computed: Computed): FigureReport => {
    const figure = config[id];
    const useComputed = figure.source === "computed" && computed.value !== null;
    return {
      id,
      source: figure.source,
      choosable: true,
      configured: figure.configured,
      computed,
      shown: useComputed
        ? { id, label: figure.computedLabel, value: computed.value! }
        : { id, label: figure.label, value: { kind: "configured", text: figure.configured } },
      shownFrom: useComputed ? "computed" : "configured",
    };
  };
  const languages: FigureValue = { kind: "count", count: inputs.languages };
  return [
    choosable("people", computeTestsTaken(inputs.testsTaken)),
    {
      id: "languages",
      source: "computed",
      choosable: false,
      configured: null,
      computed: { value: languages, detail: "The languages the site serves." },
      shown: { id: "languages", label: config.languages.label, value: languages },
      shownFrom: "computed",
    },
    {
      id: "rating",
      source: "configured",
      choosable: false,
      configured: config.rating.configured,
      computed: { value: null, reason: "The site collects no ratings: configured only." },
      shown: {
        id: "rating",
        label: config.rating.label,
        value: { kind: "configured", text: config.rating.configured },
      },
      shownFrom: "configured",
    },
    choosable("accuracy", computeReliability(inputs.snapshot)),
  ];
}

/** What the pages show: each figure's value and label. */
export function shownFigures(config: ClaimsConfig, inputs: FigureInputs): ShownFigure[] {
  return figureReports(config, inputs).map((report) => report.shown);
}

/** Which inputs the pages need under this configuration, so a configured figure costs nothing. */
export function neededInputs(config: ClaimsConfig): { testsTaken: boolean; snapshot: boolean } {
  return {
    testsTaken: config.people.source === "computed",
    snapshot: config.accuracy.source === "computed",
  };
}

/** A figure's value as the page shows it, in the page's language. */
export function formatFigure(value: FigureValue, locale: string): string {
  switch (value.kind) {
    case "configured":
      return value.text;
    case "atLeast":
      return `${new Intl.NumberFormat(locale).format(value.count)}+`;
    case "count":
      return new Intl.NumberFormat(locale).format(value.count);
    case "coefficient":
      return new Intl.NumberFormat(locale, {
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      }).format(value.value);
  }
}

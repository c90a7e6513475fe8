import type { ReactNode } from "react";
import type { Dimension } from "~/assessment/questions";
import { useT } from "~/i18n/use-t";
import { dimensionKey, poleKey } from "~/components/results/labels";
import { formatShortDate } from "~/lib/dates";
import {
  chartLength,
  chartSeries,
  chartTable,
  seriesMovement,
  type HistoryPoint,
} from "./history-data";

/** Each dimension's colour, from the theme's tokens so the dark theme redraws it. */
const lineColour: Record<Dimension, string> = {
  mind: "text-sentinel",
  energy: "text-analyst",
  nature: "text-diplomat",
  tactics: "text-explorer",
  identity: "text-primary",
};

/**
 * How each dimension moved across the latest saved results: one small line chart per dimension,
 * drawn on the server as SVG, with the same numbers in a table for screen readers and for anyone
 * who prefers to read them. The drawings are hidden from assistive technology; the visible text
 * beside each says where the line starts and ends, and the table holds every point.
 */
export function HistoryChart({ history, total }: { history: HistoryPoint[]; total: number }) {
  const series = chartSeries(history);
  const rows = chartTable(history);
  const oldest = rows[0];
  const latest = rows.at(-1);
  const t = useT();
  if (!oldest || !latest) return null;
  // A tag's element for `t.rich`: keyed, as it sits in an array beside the sentence's text.
  const time = (iso: string) => (children: ReactNode[]) => (
    <time key="time" dateTime={iso}>
      {children}
    </time>
  );
  return (
    <section className="mt-10" aria-labelledby="history-heading">
      <h2 id="history-heading" className="text-2xl font-bold tracking-tight">
        {t("dashboard:chart.title")}
      </h2>
      <p className="mt-2 text-sm text-muted-foreground" data-testid="history-scope">
        {total > chartLength
          ? t("dashboard:chart.scopeLatest", { shown: chartLength, total })
          : t("dashboard:chart.scopeAll", { shown: rows.length })}
      </p>
      {/* Strokes keep their width however the drawing is stretched (set once for all of them). */}
      <ul className="mt-4 grid gap-4 rounded-xl border bg-card p-4 sm:grid-cols-2 lg:grid-cols-5 [&_path]:[vector-effect:non-scaling-stroke] [&_path]:[stroke-linejoin:round]">
        {series.map((line) => (
          <li key={line.dimension} className="min-w-0">
            <p className="flex items-baseline justify-between gap-2">
              <span className="font-semibold">{t(dimensionKey(line.dimension))}</span>
              <span className="text-sm text-muted-foreground">{seriesMovement(t, line)}</span>
            </p>
            <p className="mt-1 text-xs text-muted-foreground">
              {t("dashboard:chart.top", { pole: t(poleKey(line.high)) })}
            </p>
            <svg
              aria-hidden="true"
              viewBox="0 0 100 100"
              preserveAspectRatio="none"
              className={`mt-1 block h-20 w-full overflow-visible rounded-sm border bg-muted ${lineColour[line.dimension]}`}
            >
              <path d="M0 50H100" className="stroke-muted-foreground" strokeDasharray="3 3" />
              <path d={line.path} fill="none" stroke="currentColor" strokeWidth="2" />
              {/* A zero-length stroke with round caps: a dot that stays round however the box is
                  stretched, which a circle in a non-uniformly scaled box would not. */}
              <path
                d={line.dots.map((dot) => `M${dot.x} ${dot.y}h0`).join("")}
                stroke="currentColor"
                strokeWidth="7"
                strokeLinecap="round"
              />
            </svg>
            <p className="mt-1 text-xs text-muted-foreground">
              {t("dashboard:chart.bottom", { pole: t(poleKey(line.low)) })}
            </p>
          </li>
        ))}
      </ul>
      <p className="mt-2 flex justify-between text-xs text-muted-foreground">
        <span>
          {t.rich(
            "dashboard:chart.oldest",
            { when: oldest.completedAt },
            { time: time(oldest.completedAt) },
          )}
        </span>
        <span>
          {t.rich(
            "dashboard:chart.latest",
            { when: latest.completedAt },
            { time: time(latest.completedAt) },
          )}
        </span>
      </p>
      <details className="mt-4 rounded-xl border bg-card">
        <summary className="cursor-pointer rounded-xl p-4 font-medium focus-visible:outline-2 focus-visible:outline-ring">
          {t("dashboard:chart.tableToggle")}
        </summary>
        <div
          className="overflow-x-auto px-4 pb-4"
          role="region"
          aria-label={t("dashboard:chart.tableRegion")}
          tabIndex={0}
        >
          {/* Cell styles set once on the table: a row of repeated classes per result would be a
              tenth of the page. */}
          <table
            className="w-full text-sm tabular-nums [&_td]:py-2 [&_td]:ps-3 [&_td]:text-end [&_th]:py-2 [&_th]:text-start [&_tbody_th]:font-normal [&_td]:whitespace-nowrap [&_th]:whitespace-nowrap [&_tr]:border-b [&_tr:last-child]:border-0"
            data-testid="history-table"
          >
            <caption className="sr-only">{t("dashboard:chart.tableCaption")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("dashboard:chart.date")}</th>
                <th scope="col" className="ps-3">
                  {t("dashboard:chart.type")}
                </th>
                {series.map((line) => (
                  <th key={line.dimension} scope="col" className="ps-3 text-end!">
                    {t(dimensionKey(line.dimension))}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <th scope="row">
                    <time dateTime={row.completedAt}>
                      {formatShortDate(row.completedAt, t.locale)}
                    </time>
                  </th>
                  <td className="font-mono text-start!">{row.personalityType}</td>
                  {row.scores.map((score) => (
                    <td key={score.dimension}>{score.value}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}

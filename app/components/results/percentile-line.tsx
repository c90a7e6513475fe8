import type { Dimension } from "~/assessment/questions";
import { useT } from "~/i18n/use-t";
import type { PercentileReading } from "~/statistics/percentiles";
import type { ResultStanding } from "~/statistics/standing";
import { poleKey } from "./labels";

/**
 * Under a result bar: how far toward its pole the score is compared with everyone who took the
 * test, with the band the test's measured precision allows; near the middle, how many people are
 * there too instead (app/statistics/percentiles.ts, decision 041).
 */
export function PercentileLine({
  dimension,
  reading,
}: {
  dimension: Dimension;
  reading: PercentileReading;
}) {
  const t = useT();
  return (
    <p className="mt-1 text-sm text-muted-foreground" data-testid={`${dimension}-percentile`}>
      {reading.kind === "percentile"
        ? t("results:norms.percentile", {
            pole: t(poleKey(reading.pole)),
            share: reading.share,
            low: reading.low,
            high: reading.high,
          })
        : t("results:norms.middle", { share: reading.share })}
    </p>
  );
}

/** Below the bars: whom the percentiles compare with, how many, and when that was computed. */
export function PercentileSource({ source }: { source: NonNullable<ResultStanding["source"]> }) {
  const t = useT();
  return (
    <p className="mt-6 border-t pt-4 text-xs text-muted-foreground" data-testid="percentile-source">
      {t("results:norms.source", {
        n: source.n,
        date: new Date(source.computedAt),
        synthetic: String(source.synthetic),
      })}
    </p>
  );
}

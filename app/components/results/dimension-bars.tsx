import { AlertTriangle } from "lucide-react";
import { dimensions } from "~/assessment/questions";
import { poles, readDimension, type DimensionScores } from "~/assessment/scoring";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { useT } from "~/i18n/use-t";
import { cn } from "~/lib/utils";
import type { ResultStanding } from "~/statistics/standing";
import { clarityKey, dimensionKey, poleKey } from "./labels";
import { PercentileLine, PercentileSource } from "./percentile-line";

/**
 * The five result bars: percentage toward the leaning pole, its name, and how clear it is; with
 * where the score stands among everyone who took the test, when that may be shown (issue 22).
 */
export function DimensionBars({
  scores,
  percentiles,
}: {
  scores: DimensionScores;
  percentiles?: ResultStanding["percentiles"];
}) {
  const t = useT();
  return (
    <ul className="flex flex-col gap-6">
      {dimensions.map((dimension) => {
        const reading = readDimension(dimension, scores[dimension]);
        const [left, right] = poles[dimension];
        const leansRight = reading.pole === right.pole;
        return (
          <li key={dimension} data-dimension={dimension}>
            <div className="flex items-baseline justify-between gap-3">
              <span className="font-semibold">{t(dimensionKey(dimension))}</span>
              <span className="text-sm">
                <span className="font-bold" data-testid={`${dimension}-percent`}>
                  {t("results:bars.percent", { share: reading.strength / 100 })}
                </span>{" "}
                <span data-testid={`${dimension}-leaning`}>{t(poleKey(reading.pole))}</span>
              </span>
            </div>
            <div
              aria-hidden="true"
              className="relative mt-2 h-3 overflow-hidden rounded-full bg-muted"
            >
              <div
                className={cn(
                  "absolute inset-y-0 rounded-full",
                  leansRight ? "start-1/2 bg-primary" : "end-1/2 bg-disagree",
                )}
                style={{ width: `${reading.strength - 50}%` }}
              />
              <div className="absolute inset-y-0 left-1/2 w-0.5 -translate-x-1/2 bg-foreground/30" />
            </div>
            <div
              className="mt-1 flex justify-between text-xs text-muted-foreground"
              aria-hidden="true"
            >
              <span>{t(poleKey(left.pole))}</span>
              <span>{t(poleKey(right.pole))}</span>
            </div>
            <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
              <span>{t(clarityKey[reading.clarity])}</span>
              {reading.borderline ? (
                <span className="inline-flex items-center gap-1 rounded-full bg-notice px-2 py-0.5 text-xs font-medium text-notice-foreground">
                  <AlertTriangle className="size-3.5" aria-hidden="true" />
                  {t("results:bars.borderline")}
                </span>
              ) : null}
            </p>
            {percentiles?.[dimension] ? (
              <PercentileLine dimension={dimension} reading={percentiles[dimension]} />
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The bars in their card beside a result's profile, on the results screen and /r/:slug; on the
 * results screen with the percentiles and whom they compare with.
 */
export function DimensionsCard({
  title,
  scores,
  standing,
}: {
  title: string;
  scores: DimensionScores;
  standing?: ResultStanding;
}) {
  return (
    <Card className="self-start">
      <CardHeader>
        <CardTitle as="h2">{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <DimensionBars scores={scores} percentiles={standing?.percentiles} />
        {standing?.source ? <PercentileSource source={standing.source} /> : null}
      </CardContent>
    </Card>
  );
}

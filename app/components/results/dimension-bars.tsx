import { AlertTriangle } from "lucide-react";
import { dimensionNames, dimensions } from "~/assessment/questions";
import { poles, readDimension, type DimensionScores } from "~/assessment/scoring";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { cn } from "~/lib/utils";

const clarityText = {
  slight: "Slight preference",
  moderate: "Moderate preference",
  clear: "Clear preference",
  "very clear": "Very clear preference",
} as const;

/** The five result bars: percentage toward the leaning pole, its name, and how clear it is. */
export function DimensionBars({ scores }: { scores: DimensionScores }) {
  return (
    <ul className="flex flex-col gap-6">
      {dimensions.map((dimension) => {
        const reading = readDimension(dimension, scores[dimension]);
        const [left, right] = poles[dimension];
        const leansRight = reading.leaning === right.name;
        return (
          <li key={dimension} data-dimension={dimension}>
            <div className="flex items-baseline justify-between gap-3">
              <span className="font-semibold">{dimensionNames[dimension]}</span>
              <span className="text-sm">
                <span className="font-bold" data-testid={`${dimension}-percent`}>
                  {reading.strength}%
                </span>{" "}
                <span data-testid={`${dimension}-leaning`}>{reading.leaning}</span>
              </span>
            </div>
            <div
              aria-hidden="true"
              className="relative mt-2 h-3 overflow-hidden rounded-full bg-muted"
            >
              <div
                className={cn(
                  "absolute inset-y-0 rounded-full",
                  leansRight ? "left-1/2 bg-primary" : "right-1/2 bg-disagree",
                )}
                style={{ width: `${reading.strength - 50}%` }}
              />
              <div className="absolute inset-y-0 left-1/2 w-0.5 -translate-x-1/2 bg-foreground/30" />
            </div>
            <div
              className="mt-1 flex justify-between text-xs text-muted-foreground"
              aria-hidden="true"
            >
              <span>{left.name}</span>
              <span>{right.name}</span>
            </div>
            <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
              <span>{clarityText[reading.clarity]}</span>
              {reading.borderline ? (
                <span className="inline-flex items-center gap-1 rounded-full bg-notice px-2 py-0.5 text-xs font-medium text-notice-foreground">
                  <AlertTriangle className="size-3.5" aria-hidden="true" />
                  Borderline: within 5 points of the middle, so a retest could come out either way
                </span>
              ) : null}
            </p>
          </li>
        );
      })}
    </ul>
  );
}

/** The bars in their card beside a result's profile, on the results screen and /r/:slug. */
export function DimensionsCard({ title, scores }: { title: string; scores: DimensionScores }) {
  return (
    <Card className="self-start">
      <CardHeader>
        <CardTitle as="h2">{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <DimensionBars scores={scores} />
      </CardContent>
    </Card>
  );
}

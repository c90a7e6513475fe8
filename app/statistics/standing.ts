import { dimensions, type Dimension } from "~/assessment/questions";
import type { Result } from "~/assessment/scoring";
import { typeFrequency, type FrequencyFigure } from "./frequency";
import type { Norms } from "./norms";
import { readPercentile, roundedForDisplay, type PercentileReading } from "./percentiles";

/**
 * What the results screen says about one result against everyone who took the test (issue 22):
 * the type badge's figure and a percentile per dimension. Worked out in the browser for a
 * visitor (from /api/statistics/norms) and on the server for a saved result, by the same code.
 */
export interface ResultStanding {
  /** null when the profile's estimate does not read as a range (none does: norms.test.ts). */
  frequency: FrequencyFigure | null;
  /** Per dimension that has a reading, shares already rounded for display. */
  percentiles: Partial<Record<Dimension, PercentileReading>>;
  /** Whom the percentiles compare with; null when there are none. */
  source: { n: number; computedAt: string; synthetic: boolean } | null;
}

export function standingOf(
  result: Pick<Result, "code" | "dimensions">,
  norms: Norms | null,
  estimate: string,
): ResultStanding {
  const percentiles: ResultStanding["percentiles"] = {};
  for (const dimension of dimensions) {
    const reading = readPercentile(
      dimension,
      result.dimensions[dimension],
      norms?.dimensions[dimension],
    );
    if (reading) percentiles[dimension] = roundedForDisplay(reading);
  }
  const compared = norms && Object.keys(percentiles).length > 0;
  return {
    frequency: typeFrequency(norms?.types, result.code, estimate, norms?.synthetic),
    percentiles,
    source: compared
      ? { n: norms.n, computedAt: norms.computedAt, synthetic: norms.synthetic }
      : null,
  };
}

/**
 * When a figure computed from people may be shown (issue 22). Browser-safe.
 *
 * - No figure is ever shown for a group smaller than `minimumGroup`.
 * - The public /science page shows its figures from `sciencePageFrom` consenting results; below
 *   that it says how many there are so far.
 * - The type badge uses the measured frequency, and the results screen shows percentiles, from
 *   `measuredFrequencyFrom` results; until then the badge is labelled as an estimate.
 */
export const statisticsThresholds = {
  minimumGroup: 50,
  sciencePageFrom: 200,
  measuredFrequencyFrom: 500,
  percentilesFrom: 500,
} as const;

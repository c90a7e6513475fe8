/** The assessment's fixed numbers (spec §9). */
export const testConstants = {
  questionCount: 60,
  questionsPerPage: 6,
  pageCount: 10,
  minutes: 10,
  scalePoints: 7,
  analysingDelayMs: 2_000,
  retakeAfterMonths: 6,
} as const;

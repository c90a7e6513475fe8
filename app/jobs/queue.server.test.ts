import { expect, test } from "vitest";
import { defaultRetryPolicy, retryDelay } from "./queue.server";

const policy = { baseMs: 1_000, maxMs: 10_000 };

test("each failure doubles the wait, up to the longest wait", () => {
  const full = () => 1;
  expect([1, 2, 3, 4, 5, 6].map((attempts) => retryDelay(attempts, policy, full))).toEqual([
    1_000, 2_000, 4_000, 8_000, 10_000, 10_000,
  ]);
});

test("jitter keeps each wait between half and all of it", () => {
  expect(retryDelay(3, policy, () => 0)).toBe(2_000);
  expect(retryDelay(3, policy, () => 0.5)).toBe(3_000);
  for (let i = 0; i < 100; i++) {
    const wait = retryDelay(3, policy);
    expect(wait).toBeGreaterThanOrEqual(2_000);
    expect(wait).toBeLessThanOrEqual(4_000);
  }
});

test("the default policy keeps trying for hours before it gives up", () => {
  let shortest = 0;
  for (let attempts = 1; attempts < defaultRetryPolicy.maxAttempts; attempts++)
    shortest += retryDelay(attempts, defaultRetryPolicy, () => 0);
  expect(shortest).toBeGreaterThan(2 * 60 * 60_000);
});

import { expect, test } from "vitest";
import { limits, waitMessage } from "./rate-limit.server";

test("the wait is said in seconds under a minute, then in whole minutes rounded up", () => {
  expect(waitMessage({ retryAfterSeconds: 1 })).toBe("Please wait 1 second and try again.");
  expect(waitMessage({ retryAfterSeconds: 45 })).toBe("Please wait 45 seconds and try again.");
  expect(waitMessage({ retryAfterSeconds: 60 })).toBe("Please wait 1 minute and try again.");
  expect(waitMessage({ retryAfterSeconds: 61 })).toBe("Please wait 2 minutes and try again.");
  expect(waitMessage({ retryAfterSeconds: 900 })).toBe("Please wait 15 minutes and try again.");
});

test("account limits ignore case and spaces, so 'Ann@X.com ' is the same account", () => {
  expect(limits.signInFailuresPerAccount(" Ann@Example.com ").key).toBe(
    limits.signInFailuresPerAccount("ann@example.com").key,
  );
  expect(limits.signInFailuresPerAccountAndIp(" Ann@Example.com ", "10.0.0.1").key).toBe(
    limits.signInFailuresPerAccountAndIp("ann@example.com", "10.0.0.1").key,
  );
});

test("wrong passwords lock one account at one address after 5; the account alone only after 100 in an hour", () => {
  expect(limits.signInFailuresPerAccountAndIp("a@b.c", "10.0.0.1")).toMatchObject({
    max: 5,
    windowMs: 900_000,
  });
  expect(limits.signInFailuresPerAccountAndIp("a@b.c", "10.0.0.1").key).not.toBe(
    limits.signInFailuresPerAccountAndIp("a@b.c", "10.0.0.2").key,
  );
  expect(limits.signInFailuresPerAccount("a@b.c")).toMatchObject({ max: 100, windowMs: 3_600_000 });
  expect(limits.signInFailuresPerIp("127.0.0.1")).toMatchObject({ max: 20, windowMs: 900_000 });
});

import { describe, expect, test } from "vitest";
import { consume, limits, refund, type Limit } from "~/auth/rate-limit.server";
import { databaseTargets, freshDatabase } from "../support/databases";

const limit = (key: string, max = 5): Limit => ({ key, max, windowMs: 60_000 });

describe.each(databaseTargets)("rate limits on $name", (target) => {
  const database = freshDatabase(target);

  test("of 50 parallel calls against a limit of 5, exactly 5 pass", async () => {
    const { db } = database();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => consume(db, [limit("burst")])),
    );
    expect(answers.filter((answer) => answer === null)).toHaveLength(5);
    for (const blocked of answers.filter((answer) => answer !== null)) {
      expect(blocked.keys).toEqual(["burst"]);
      expect(blocked.retryAfterSeconds).toBeGreaterThan(0);
      expect(blocked.retryAfterSeconds).toBeLessThanOrEqual(60);
    }
  });

  test("parallel calls over several keys in different orders neither deadlock nor leak", async () => {
    const { db } = database();
    const a = limit("multi:a", 5);
    const b = limit("multi:b", 8);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => consume(db, i % 2 ? [a, b] : [b, a])),
    );
    // Every call counts on both keys, so `a` (the smaller) decides: 5 pass.
    expect(answers.filter((answer) => answer === null)).toHaveLength(5);
    const blockedKeys = answers.map((answer) => answer?.keys.join(" ") ?? "passed");
    expect(blockedKeys.filter((keys) => keys === "multi:a")).toHaveLength(3);
    expect(blockedKeys.filter((keys) => keys === "multi:a multi:b")).toHaveLength(12);
  });

  test("a refunded attempt (a right password) does not use the limit up", async () => {
    const { db } = database();
    const failures = limits.signInFailuresPerAccountAndIp("ann@example.com", "10.0.0.1");
    for (let i = 0; i < 20; i++) {
      expect(await consume(db, [failures])).toBeNull();
      await refund(db, [failures]);
    }
    for (let i = 0; i < failures.max; i++) expect(await consume(db, [failures])).toBeNull();
    expect(await consume(db, [failures])).not.toBeNull();
  });

  test("an ended window starts again from one", async () => {
    const { db } = database();
    const short: Limit = { key: "short", max: 1, windowMs: 50 };
    expect(await consume(db, [short])).toBeNull();
    expect(await consume(db, [short])).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(await consume(db, [short])).toBeNull();
  });
});

import { expect, test } from "vitest";
import { lazy } from "./lazy";

test("the value is made once, on first use, and shared", async () => {
  let loads = 0;
  const get = lazy(async () => ({ n: ++loads }));
  expect(loads).toBe(0);
  const [a, b] = await Promise.all([get(), get()]);
  expect(a).toBe(b);
  expect(await get()).toBe(a);
  expect(loads).toBe(1);
});

test("a failed load is tried again on the next use", async () => {
  let loads = 0;
  const get = lazy(async () => {
    if (++loads === 1) throw new Error("not yet");
    return "ready";
  });
  await expect(get()).rejects.toThrow("not yet");
  expect(await get()).toBe("ready");
  expect(loads).toBe(2);
});

import { expect, test } from "vitest";
import { settleQuickly } from "./settle-quickly.server";

test("a promise that resolves at once is unwrapped", async () => {
  expect((await settleQuickly(Promise.resolve([1, 2]))).value).toEqual([1, 2]);
});

test("a slow promise is handed back to stream, still pending", async () => {
  const slow = new Promise<string>((resolve) => setTimeout(() => resolve("late"), 200));
  const { value: result } = await settleQuickly(slow, 10);
  expect(result).toBe(slow);
  expect(await result).toBe("late");
});

test("a failing promise is handed back for the page's error state, not thrown", async () => {
  const failing = Promise.reject(new Error("down"));
  const { value: result } = await settleQuickly(failing);
  expect(result).toBe(failing);
  await expect(result).rejects.toThrow("down");
});

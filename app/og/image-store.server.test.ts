import { expect, test } from "vitest";
import { Busy, etagOf, ImageStore, matches } from "./image-store.server";

const png = (text: string) => Buffer.from(text);

test("concurrent first requests for one image share one render, and later ones draw nothing", async () => {
  const store = new ImageStore();
  let draws = 0;
  const draw = async () => {
    draws += 1;
    await new Promise((resolve) => setTimeout(resolve, 10));
    return png("a");
  };
  const all = await Promise.all(Array.from({ length: 10 }, () => store.get('"a"', draw)));
  expect(all.every((image) => image.equals(png("a")))).toBe(true);
  await store.get('"a"', draw);
  expect(draws).toBe(1);
  expect(store.renders).toBe(1);
});

test("renders run one at a time, a few wait, and past that a render is refused as Busy", async () => {
  const store = new ImageStore({ concurrency: 1, maxWaiting: 2 });
  let running = 0;
  let most = 0;
  const draw = (name: string) => async () => {
    running += 1;
    most = Math.max(most, running);
    await new Promise((resolve) => setTimeout(resolve, 5));
    running -= 1;
    return png(name);
  };
  const results = await Promise.allSettled(
    ["a", "b", "c", "d"].map((name) => store.get(`"${name}"`, draw(name))),
  );
  expect(results.map((result) => result.status)).toEqual([
    "fulfilled",
    "fulfilled",
    "fulfilled",
    "rejected",
  ]);
  expect((results[3] as PromiseRejectedResult).reason).toBeInstanceOf(Busy);
  expect(most).toBe(1);
  // The refused one is not remembered as failed: asked again, it is drawn.
  expect((await store.get('"d"', draw("d"))).toString()).toBe("d");
});

test("a failed render is not kept", async () => {
  const store = new ImageStore();
  await expect(store.get('"x"', () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
  expect((await store.get('"x"', () => Promise.resolve(png("x")))).toString()).toBe("x");
});

test("the least recently used image is dropped past the limit", async () => {
  const store = new ImageStore({ maxEntries: 2 });
  for (const name of ["a", "b"]) await store.get(name, () => Promise.resolve(png(name)));
  store.peek("a");
  await store.get("c", () => Promise.resolve(png("c")));
  expect(store.peek("a")).toBeDefined();
  expect(store.peek("b")).toBeUndefined();
  expect(store.size()).toBe(2);
});

test("the ETag changes with the inputs and with the build", () => {
  const etag = etagOf({ title: "a" }, "build-1");
  expect(etag).toMatch(/^"[\w-]{27}"$/);
  expect(etagOf({ title: "a" }, "build-1")).toBe(etag);
  expect(etagOf({ title: "b" }, "build-1")).not.toBe(etag);
  expect(etagOf({ title: "a" }, "build-2")).not.toBe(etag);
});

test("If-None-Match matches the ETag in a list, weak or strong, or *", () => {
  expect(matches('"a"', '"a"')).toBe(true);
  expect(matches('"x", W/"a"', '"a"')).toBe(true);
  expect(matches("*", '"a"')).toBe(true);
  expect(matches('"b"', '"a"')).toBe(false);
  expect(matches(null, '"a"')).toBe(false);
});

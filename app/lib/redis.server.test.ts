import { afterAll, afterEach, beforeAll, expect, test, vi } from "vitest";
import { parseEnv } from "~/env.server";
import { logger } from "~/lib/logger.server";
import {
  connectTestRedis,
  deleteKeys,
  redisReachable,
  testRedisUrl,
  uniquePrefix,
  type TestRedisClient,
} from "../../tests/support/redis";
import { freePort } from "../../tests/support/server";
import { startTcpProxy, type TcpProxy } from "../../tests/support/tcp-proxy";
import { createRedisCache, type RedisCache } from "./redis.server";

// These run against the real Redis at 127.0.0.1:6379, each under a prefix of its own.
const available = await redisReachable();
const withRedis = test.skipIf(!available);
if (!available) {
  test.skip(`Redis at ${testRedisUrl} is not reachable: the Redis storage tests are skipped`);
}

const prefix = uniquePrefix();
let raw: TestRedisClient;
const opened: RedisCache[] = [];
const proxies: TcpProxy[] = [];

function open(options: Partial<Parameters<typeof createRedisCache>[0]> = {}) {
  const cache = createRedisCache({ url: testRedisUrl, prefix, retryMs: 50, ...options });
  opened.push(cache);
  return cache;
}

async function ready(cache: RedisCache) {
  expect(await cache.whenAvailable(3_000), "Redis came into use").toBe(true);
  return cache;
}

async function proxied(options: Partial<Parameters<typeof createRedisCache>[0]> = {}) {
  const proxy = await startTcpProxy({ host: "127.0.0.1", port: 6379 });
  proxies.push(proxy);
  const cache = await ready(open({ url: proxy.url("redis:"), commandTimeoutMs: 200, ...options }));
  return { proxy, cache };
}

beforeAll(async () => {
  if (available) raw = await connectTestRedis();
});

afterEach(async () => {
  await Promise.all(opened.splice(0).map((cache) => cache.close()));
  await Promise.all(proxies.splice(0).map((proxy) => proxy.close()));
  if (available) await deleteKeys(raw, `${prefix}*`);
});

afterAll(async () => {
  await raw?.close();
});

test("REDIS_URL is optional and must be a redis:// or rediss:// URL", () => {
  expect(parseEnv({}).REDIS_URL).toBeUndefined();
  expect(parseEnv({ REDIS_URL: "redis://127.0.0.1:6379/2" }).REDIS_URL).toBe(
    "redis://127.0.0.1:6379/2",
  );
  expect(parseEnv({ REDIS_URL: "rediss://user:secret@cache.example:6380" }).REDIS_URL).toBe(
    "rediss://user:secret@cache.example:6380",
  );
  expect(() => parseEnv({ REDIS_URL: "http://127.0.0.1:6379" })).toThrow(/REDIS_URL/);
  expect(() => parseEnv({ REDIS_URL: "redis://" })).toThrow(/REDIS_URL/);
});

withRedis("values are kept under the prefix and expire after their TTL", async () => {
  const { storage } = await ready(open());
  await storage.set("session-token", '{"session":{}}', 60);
  await storage.set("no-expiry", "kept");
  expect(await storage.get("session-token")).toBe('{"session":{}}');
  expect(await raw.get(`${prefix}session-token`)).toBe('{"session":{}}');
  const ttl = await raw.ttl(`${prefix}session-token`);
  expect(ttl).toBeGreaterThan(55);
  expect(ttl).toBeLessThanOrEqual(60);
  expect(await raw.ttl(`${prefix}no-expiry`)).toBe(-1);
  expect(await storage.get("missing")).toBeNull();
});

withRedis("delete removes a value and getAndDelete hands it out once", async () => {
  const { storage } = await ready(open());
  await storage.set("a", "1", 60);
  await storage.set("b", "2", 60);
  await storage.delete("a");
  expect(await storage.get("a")).toBeNull();
  expect(await storage.getAndDelete("b")).toBe("2");
  expect(await storage.getAndDelete("b")).toBeNull();
  await storage.delete("never-there");
});

withRedis("a counter starts at 1 with its TTL, and counting never extends the TTL", async () => {
  const { storage } = await ready(open());
  expect(await storage.increment("attempts", 100)).toBe(1);
  expect(await storage.increment("attempts", 5_000)).toBe(2);
  expect(await storage.increment("attempts", 5_000)).toBe(3);
  const ttl = await raw.ttl(`${prefix}attempts`);
  expect(ttl).toBeGreaterThan(90);
  expect(ttl).toBeLessThanOrEqual(100);
});

test("with nothing listening, every call answers at once and the outage is logged once", async () => {
  const warn = vi.spyOn(logger(), "warn");
  const port = await freePort();
  const cache = open({ url: `redis://127.0.0.1:${port}` });
  const { storage } = cache;
  // Long enough for several failed reconnects.
  await new Promise((resolve) => setTimeout(resolve, 400));
  const started = performance.now();
  expect(await storage.get("a")).toBeNull();
  await storage.set("a", "1", 60);
  await storage.delete("a");
  expect(await storage.getAndDelete("a")).toBeNull();
  await expect(storage.increment("a", 60)).rejects.toThrow(/unavailable/);
  // Five calls in less than one command timeout (500 ms): none of them waited for Redis.
  expect(performance.now() - started).toBeLessThan(250);
  expect(cache.isAvailable()).toBe(false);
  expect(warn).toHaveBeenCalledTimes(1);
  expect(String(warn.mock.calls[0]![1])).toMatch(/Redis is unavailable/);
  warn.mockRestore();
  const closing = performance.now();
  await cache.close();
  expect(performance.now() - closing).toBeLessThan(250);
});

withRedis("a Redis that stops answering costs one command timeout, then none", async () => {
  const { proxy, cache } = await proxied({ commandTimeoutMs: 200 });
  await cache.storage.set("kept", "1", 60);
  proxy.freeze();
  let started = performance.now();
  expect(await cache.storage.get("kept")).toBeNull();
  const first = performance.now() - started;
  expect(first).toBeGreaterThanOrEqual(190);
  expect(first).toBeLessThan(1_000);
  started = performance.now();
  expect(await cache.storage.get("kept")).toBeNull();
  expect(performance.now() - started).toBeLessThan(100);
  expect(cache.isAvailable()).toBe(false);
  proxy.thaw();
  await ready(cache);
  // Only a read failed: nothing was missed, so nothing was flushed.
  expect(await cache.storage.get("kept")).toBe("1");
});

withRedis(
  "a write missed during an outage empties the prefix before Redis is used again",
  async () => {
    const { proxy, cache } = await proxied();
    const outsider = `${uniquePrefix()}other-site`;
    await raw.set(outsider, "untouched", { expiration: { type: "EX", value: 60 } });
    await cache.storage.set("signed-out-token", "session", 60);
    await cache.storage.set("other-token", "session", 60);

    proxy.freeze();
    // A sign-out while Redis hangs: the delete does not arrive, so the entry would be stale.
    await cache.storage.delete("signed-out-token");
    expect(cache.isAvailable()).toBe(false);
    expect(await cache.storage.get("signed-out-token")).toBeNull();
    // Writes while unavailable are skipped, not queued.
    await cache.storage.set("written-while-down", "x", 60);

    proxy.thaw();
    await ready(cache);
    expect(await raw.keys(`${prefix}*`)).toEqual([]);
    expect(await raw.get(outsider)).toBe("untouched");
    await raw.del(outsider);
    // In use again.
    await cache.storage.set("after", "y", 60);
    expect(await raw.get(`${prefix}after`)).toBe("y");
  },
);

withRedis("after the connection drops, it reconnects in the background", async () => {
  const { proxy, cache } = await proxied();
  const warn = vi.spyOn(logger(), "warn");
  const info = vi.spyOn(logger(), "info");
  await cache.storage.set("before", "1", 60);
  proxy.drop();
  await vi.waitFor(() => expect(info).toHaveBeenCalled(), { timeout: 3_000 });
  expect(warn.mock.calls.map((call) => call[1])).toEqual([
    "Redis is unavailable: sessions are read from the database until it is back",
  ]);
  expect(info.mock.calls.map((call) => call[1])).toEqual(["Redis is available again"]);
  warn.mockRestore();
  info.mockRestore();
  expect(cache.isAvailable()).toBe(true);
  expect(await cache.storage.get("before")).toBe("1");
});

withRedis("closing while Redis hangs does not wait for it", async () => {
  const { proxy, cache } = await proxied();
  proxy.freeze();
  const started = performance.now();
  await cache.close();
  expect(performance.now() - started).toBeLessThan(1_500);
  proxy.thaw();
});

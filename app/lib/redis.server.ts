import type { createClient } from "redis";
import { loggableError } from "~/lib/errors.server";
import { logger } from "~/lib/logger.server";

/**
 * Redis as a cache that is allowed to fail. better-auth keeps its sessions here (its "secondary
 * storage") in front of the database, which stays the record: a key that is missing only costs a
 * database read.
 *
 * No call waits for Redis to come back. While Redis is unreachable (or slower than the command
 * timeout) reads miss, so better-auth reads the database, and writes are skipped. A skipped write
 * can leave a stale entry behind (a signed-out session still cached), so before Redis is used again
 * after such an outage, every key under our prefix is deleted.
 */

/** The shape better-auth's `secondaryStorage` option takes. Keys are given without the prefix. */
export interface KeyValueStorage {
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlSeconds?: number): Promise<void>;
  delete(key: string): Promise<void>;
  getAndDelete(key: string): Promise<string | null>;
  /** Counts one more; a new counter starts at 1 and expires `ttlSeconds` later. Throws while down. */
  increment(key: string, ttlSeconds: number): Promise<number>;
}

export interface RedisCache {
  storage: KeyValueStorage;
  /** Whether calls go to Redis now: not while connecting, during an outage, or while recovering. */
  isAvailable(): boolean;
  /** Resolves true once Redis is in use, or false after `timeoutMs`. */
  whenAvailable(timeoutMs: number): Promise<boolean>;
  close(): Promise<void>;
}

export interface RedisCacheOptions {
  /** `redis://[user:password@]host:port[/db]` or `rediss://...` (TLS). */
  url: string;
  /** Put before every key, so the flush after an outage touches nothing else. */
  prefix?: string;
  connectTimeoutMs?: number;
  commandTimeoutMs?: number;
  /** How often to try to take Redis back into use while it is not. */
  retryMs?: number;
}

export const defaultKeyPrefix = "typeatlas:";

type RedisClient = ReturnType<typeof createClient>;

export function createRedisCache(options: RedisCacheOptions): RedisCache {
  const prefix = options.prefix ?? defaultKeyPrefix;
  const retryMs = options.retryMs ?? 1_000;
  const timeoutMs = options.commandTimeoutMs ?? 500;
  // node-redis's own command timeout stops at the socket: a command already written to a Redis that
  // stopped answering would wait for ever. Every call here gets a deadline of its own instead.
  const answered = <T>(promise: Promise<T>) => withDeadline(promise, timeoutMs);
  const where = describeUrl(options.url);
  const log = logger();
  // The client exists once the redis package has loaded (only servers given a REDIS_URL load it);
  // until then Redis counts as not yet available, as while connecting.
  let client: RedisClient | undefined;

  let available = false;
  // A write was skipped or failed since Redis was last in use: flush before using it again.
  let missedWrite = false;
  let outageLogged = false;
  let connectedOnce = false;
  let recovering = false;
  let closed = false;
  let retryTimer: NodeJS.Timeout | undefined;
  const waiters = new Set<() => void>();

  function markUnavailable(error: unknown) {
    available = false;
    if (closed) return;
    if (!outageLogged) {
      outageLogged = true;
      log.warn(
        { redis: where, error: loggableError(error) },
        "Redis is unavailable: sessions are read from the database until it is back",
      );
    }
    retryTimer ??= setInterval(() => void recover(), retryMs).unref();
  }

  async function recover() {
    if (available || recovering || closed || !client?.isReady) return;
    recovering = true;
    try {
      await answered(client.ping());
      let flushed = 0;
      while (missedWrite) {
        missedWrite = false;
        try {
          flushed += await flushPrefix();
        } catch (error) {
          missedWrite = true;
          throw error;
        }
      }
      // Nothing can have been skipped between the last check and here: this line runs in the same
      // tick as the loop's exit.
      available = true;
      clearInterval(retryTimer);
      retryTimer = undefined;
      if (outageLogged) log.info({ redis: where, flushed }, "Redis is available again");
      else if (!connectedOnce) log.info({ redis: where }, "Sessions are cached in Redis");
      outageLogged = false;
      connectedOnce = true;
      for (const wake of waiters) wake();
    } catch (error) {
      markUnavailable(error);
    } finally {
      recovering = false;
    }
  }

  async function flushPrefix(): Promise<number> {
    const client = connected();
    let count = 0;
    let cursor = "0";
    do {
      const page = await answered(
        client.scan(cursor, { MATCH: `${escapeGlob(prefix)}*`, COUNT: 500 }),
      );
      cursor = page.cursor;
      if (page.keys.length > 0) count += await answered(client.unlink(page.keys));
    } while (cursor !== "0");
    return count;
  }

  const loaded = import("redis").then(({ createClient }) => {
    if (closed) return;
    client = createClient({
      url: options.url,
      // A command while disconnected fails at once instead of waiting in a queue for the reconnect.
      disableOfflineQueue: true,
      socket: {
        connectTimeout: options.connectTimeoutMs ?? 1_000,
        reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2_000),
      },
    });
    client.on("error", markUnavailable);
    client.on("ready", () => void recover());
    client.connect().catch(() => {
      // Errors are reported through the "error" event; connect() rejects only when closed.
    });
  }, markUnavailable);
  /** The client, for commands: they run only while Redis is available, so after it exists. */
  const connected = () => {
    if (!client) throw new Error("Redis is not connected yet");
    return client;
  };

  async function run<T>(kind: "read" | "write", command: () => Promise<T>, fallback: T) {
    if (!available) {
      if (kind === "write") missedWrite = true;
      return fallback;
    }
    try {
      return await answered(command());
    } catch (error) {
      if (kind === "write") missedWrite = true;
      markUnavailable(error);
      return fallback;
    }
  }

  const key = (name: string) => prefix + name;
  const storage: KeyValueStorage = {
    get: (name) => run("read", () => connected().get(key(name)), null),
    async set(name, value, ttlSeconds) {
      await run(
        "write",
        () =>
          ttlSeconds && ttlSeconds > 0
            ? connected().set(key(name), value, { expiration: { type: "EX", value: ttlSeconds } })
            : connected().set(key(name), value),
        null,
      );
    },
    async delete(name) {
      await run("write", () => connected().unlink(key(name)), 0);
    },
    getAndDelete: (name) => run("write", () => connected().getDel(key(name)), null),
    async increment(name, ttlSeconds) {
      // A counter cannot be answered from nowhere; better-auth's own limiter (off here) would see
      // the error.
      const counted = await run(
        "write",
        async () => {
          const replies = await connected()
            .multi()
            .set(key(name), "0", {
              expiration: { type: "EX", value: Math.max(1, Math.ceil(ttlSeconds)) },
              condition: "NX",
            })
            .incr(key(name))
            .exec();
          return Number(replies[1]);
        },
        null,
      );
      if (counted === null) throw new Error(`Redis at ${where} is unavailable`);
      return counted;
    },
  };

  return {
    storage,
    isAvailable: () => available,
    whenAvailable(timeoutMs) {
      if (available) return Promise.resolve(true);
      return new Promise((resolve) => {
        const done = (value: boolean) => {
          clearTimeout(timer);
          waiters.delete(wake);
          resolve(value);
        };
        const wake = () => done(true);
        const timer = setTimeout(() => done(false), timeoutMs);
        waiters.add(wake);
      });
    },
    async close() {
      if (closed) return;
      closed = true;
      available = false;
      clearInterval(retryTimer);
      await loaded;
      if (!client?.isOpen) return;
      if (client.isReady) {
        // A graceful close waits for the replies in flight; a Redis that stopped answering gets 1 s.
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([
          client.close().catch(() => undefined),
          new Promise((resolve) => (timer = setTimeout(resolve, 1_000))),
        ]);
        clearTimeout(timer);
      }
      if (client.isOpen) client.destroy();
    },
  };
}

function withDeadline<T>(promise: Promise<T>, ms: number): Promise<T> {
  // A failure after the deadline has already been dealt with as a timeout.
  promise.catch(() => undefined);
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Redis did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** The URL without credentials, for logs. */
function describeUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.hostname}:${parsed.port || "6379"}${parsed.pathname}`;
  } catch {
    return "(invalid REDIS_URL)";
  }
}

function escapeGlob(text: string): string {
  return text.replace(/[*?[\]\\]/g, "\\$&");
}

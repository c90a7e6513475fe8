import crypto from "node:crypto";
import { createClient } from "redis";

/** The Redis the tests use; tests that need it skip, saying so, when it does not answer. */
export const testRedisUrl = "redis://127.0.0.1:6379";

const plainClient = (url: string) =>
  createClient({ url, socket: { connectTimeout: 1_000, reconnectStrategy: false } });

export type TestRedisClient = ReturnType<typeof plainClient>;

/** A plain client for looking at what the app stored; fails fast, never reconnects. */
export async function connectTestRedis(url = testRedisUrl): Promise<TestRedisClient> {
  const client = plainClient(url);
  client.on("error", () => {
    // Reported by the rejected command or connect().
  });
  await client.connect();
  return client;
}

export async function redisReachable(url = testRedisUrl): Promise<boolean> {
  try {
    const client = await connectTestRedis(url);
    await client.ping();
    await client.close();
    return true;
  } catch {
    return false;
  }
}

/** A key prefix no other run uses. */
export const uniquePrefix = () => `typeatlas-test:${crypto.randomBytes(6).toString("hex")}:`;

export async function deleteKeys(client: TestRedisClient, pattern: string): Promise<number> {
  let count = 0;
  for await (const keys of client.scanIterator({ MATCH: pattern, COUNT: 500 })) {
    if (keys.length === 0) continue;
    await client.unlink(keys);
    count += keys.length;
  }
  return count;
}

const claimKey = "typeatlas-test:claim";

/**
 * A Redis database number (1-15) of our own for one test run, so servers using the app's fixed key
 * prefix do not meet another run's keys. A database is taken only when it is empty, and marked with
 * a claim key that expires, so a crashed run frees its database after `ttlSeconds`.
 */
export async function claimRedisDatabase(ttlSeconds = 900): Promise<{
  url: string;
  database: number;
  client: TestRedisClient;
  release(): Promise<void>;
}> {
  const run = crypto.randomBytes(6).toString("hex");
  for (let database = 1; database < 16; database++) {
    const url = `${testRedisUrl}/${database}`;
    const client = await connectTestRedis(url);
    const claimed =
      (await client.dbSize()) === 0 &&
      (await client.set(claimKey, run, {
        expiration: { type: "EX", value: ttlSeconds },
        condition: "NX",
      })) === "OK";
    if (!claimed) {
      await client.close();
      continue;
    }
    return {
      url,
      database,
      client,
      async release() {
        await deleteKeys(client, "typeatlas:*");
        if ((await client.get(claimKey)) === run) await client.del(claimKey);
        await client.close();
      },
    };
  }
  throw new Error("Every Redis database 1-15 is in use; cannot claim one for this run.");
}

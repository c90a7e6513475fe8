import path from "node:path";
import { expect, test } from "vitest";
import { parseEnv } from "./env.server";

test("with nothing set, the defaults run the site offline on port 3000 with ./data", () => {
  const env = parseEnv({});
  expect(env).toMatchObject({
    NODE_ENV: "production",
    PORT: 3000,
    HOST: "0.0.0.0",
    LOG_LEVEL: "info",
    DATA_DIR: path.resolve("./data"),
  });
  expect(env.DATABASE_URL).toBeUndefined();
});

test("PORT, HOST, DATA_DIR and DATABASE_URL are read from the environment", () => {
  const env = parseEnv({
    PORT: "8080",
    HOST: "127.0.0.1",
    DATA_DIR: "/var/lib/typeatlas",
    DATABASE_URL: "postgres://app@db.internal:5432/typeatlas",
  });
  expect(env).toMatchObject({
    PORT: 8080,
    HOST: "127.0.0.1",
    DATA_DIR: "/var/lib/typeatlas",
    DATABASE_URL: "postgres://app@db.internal:5432/typeatlas",
  });
});

test("an empty variable counts as unset", () => {
  expect(parseEnv({ DATABASE_URL: "", PORT: "" })).toMatchObject({ PORT: 3000 });
  expect(parseEnv({ DATABASE_URL: "" }).DATABASE_URL).toBeUndefined();
});

test("a bad value stops start-up with a message naming the variable", () => {
  expect(() => parseEnv({ PORT: "eighty" })).toThrow(/PORT/);
  expect(() => parseEnv({ PORT: "70000" })).toThrow(/PORT/);
  expect(() => parseEnv({ DATABASE_URL: "mysql://x" })).toThrow(
    /DATABASE_URL must start with postgres:\/\//,
  );
  expect(() => parseEnv({ LOG_LEVEL: "loud" })).toThrow(/LOG_LEVEL/);
});

import path from "node:path";
import { expect, test } from "vitest";
import { contact } from "~/config/site";
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

const publicSite = { SITE_URL: "https://typeatlas.com" };
const smtp = { SMTP_URL: "smtp://127.0.0.1:2525" };
const stripe = { STRIPE_SECRET_KEY: "sk_live_abc123", STRIPE_WEBHOOK_SECRET: "whsec_abc123" };

test("a local site may keep mail in the outbox and take payments in the built-in test mode", () => {
  for (const SITE_URL of [
    undefined,
    "http://localhost:3000",
    "http://127.0.0.1:8080",
    "https://typeatlas.test",
  ]) {
    const env = parseEnv({ SITE_URL });
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.PAYMENTS_SANDBOX).toBeUndefined();
  }
});

test("a public site without SMTP_URL refuses to start, naming the setting and the address", () => {
  expect(() => parseEnv({ ...publicSite, ...stripe })).toThrow(
    "SMTP_URL: SITE_URL is https://typeatlas.com, a public address, but no mail server is set: set SMTP_URL",
  );
  expect(() => parseEnv({ SITE_URL: "http://192.168.1.20:3000", ...stripe })).toThrow(/SMTP_URL/);
  expect(parseEnv({ ...publicSite, ...smtp, ...stripe }).SMTP_URL).toBe(smtp.SMTP_URL);
});

test("a public site without Stripe keys refuses to start unless PAYMENTS_SANDBOX=true", () => {
  expect(() => parseEnv({ ...publicSite, ...smtp })).toThrow(
    /PAYMENTS_SANDBOX: SITE_URL is https:\/\/typeatlas\.com, a public address, but no Stripe keys are set.*set PAYMENTS_SANDBOX=true/,
  );
  expect(parseEnv({ ...publicSite, ...smtp, PAYMENTS_SANDBOX: "true" }).PAYMENTS_SANDBOX).toBe(
    true,
  );
});

test("both problems of a bare public site are named at once", () => {
  expect(() => parseEnv(publicSite)).toThrow(/SMTP_URL: [^]*PAYMENTS_SANDBOX: /);
});

test("PAYMENTS_SANDBOX is true or false, and agrees with the Stripe keys", () => {
  expect(() => parseEnv({ PAYMENTS_SANDBOX: "yes" })).toThrow(
    "PAYMENTS_SANDBOX: PAYMENTS_SANDBOX must be true or false",
  );
  expect(parseEnv({ PAYMENTS_SANDBOX: "false", ...stripe }).PAYMENTS_SANDBOX).toBe(false);
  expect(() => parseEnv({ PAYMENTS_SANDBOX: "false" })).toThrow(
    /PAYMENTS_SANDBOX=false .* set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET/,
  );
  expect(() => parseEnv({ PAYMENTS_SANDBOX: "true", ...stripe })).toThrow(
    /PAYMENTS_SANDBOX=true .* but STRIPE_SECRET_KEY is set too/,
  );
});

test("contact messages go to the contact page's address unless SUPPORT_EMAIL names another", () => {
  expect(parseEnv({}).SUPPORT_EMAIL).toBe(contact.email);
  expect(parseEnv({ SUPPORT_EMAIL: "help@example.org" }).SUPPORT_EMAIL).toBe("help@example.org");
  expect(() => parseEnv({ SUPPORT_EMAIL: "support" })).toThrow(/SUPPORT_EMAIL/);
});

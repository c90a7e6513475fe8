import path from "node:path";
import { z } from "zod";
import { contact } from "~/config/site";
import { isLocalOrigin } from "~/lib/origin";

/**
 * The one place configuration is read. Every variable has an offline default, so the app starts
 * with no `.env` at all. README's configuration table mirrors this schema.
 */
const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default("0.0.0.0"),
    DATA_DIR: z.string().min(1).default("./data"),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must start with postgres:// or postgresql://")
      .optional(),
    LOG_LEVEL: z
      .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"])
      .default("info"),
    /** The public origin, for links in mails; defaults to http://localhost:PORT. */
    SITE_URL: z
      .url()
      .transform((value) => value.replace(/\/+$/, ""))
      .optional(),
    /** Signs session cookies; when unset, a random one is kept in DATA_DIR/auth-secret. */
    AUTH_SECRET: z.string().min(32, "AUTH_SECRET must be at least 32 characters long").optional(),
    /**
     * An SMTP server for outgoing mail. When unset, mail goes to the local outbox (/dev/outbox,
     * readable from this machine only), which is allowed only while SITE_URL is local.
     */
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, "SMTP_URL must start with smtp:// or smtps://")
      .optional(),
    MAIL_FROM: z.string().min(3).default("TypeAtlas <no-reply@typeatlas.local>"),
    /** Where contact messages are mailed (departures.md #8); the address /contact shows. */
    SUPPORT_EMAIL: z.email("SUPPORT_EMAIL must be an e-mail address").default(contact.email),
    /** The hosted CMS (Sanity) project; when unset, all content comes from the bundled files. */
    SANITY_PROJECT_ID: z
      .string()
      .regex(/^[a-z0-9-]+$/, "SANITY_PROJECT_ID must be lower-case letters, digits and hyphens")
      .optional(),
    SANITY_DATASET: z
      .string()
      .regex(/^[a-z0-9_-]+$/, "SANITY_DATASET must be lower-case letters, digits, _ and -")
      .default("production"),
    /** Only for a proxy or a local stand-in of the CMS API, e.g. http://127.0.0.1:4000. */
    SANITY_API_HOST: z.url().optional(),
    /**
     * The built-in TEST MODE checkout, where a test card "pays" and no money moves. On by default
     * while SITE_URL is local and no Stripe key is set; a public site without Stripe must say
     * PAYMENTS_SANDBOX=true, so a production install never gives premium away by accident.
     */
    PAYMENTS_SANDBOX: z
      .enum(["true", "false"], { error: "PAYMENTS_SANDBOX must be true or false" })
      .transform((value) => value === "true")
      .optional(),
    /** Stripe; when unset, checkouts go to the built-in TEST MODE checkout. Set both or neither. */
    STRIPE_SECRET_KEY: z
      .string()
      .regex(
        /^(sk|rk)_(test|live)_\w+$/,
        "STRIPE_SECRET_KEY must look like sk_test_... or sk_live_...",
      )
      .optional(),
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .regex(/^whsec_\w+$/, "STRIPE_WEBHOOK_SECRET must look like whsec_...")
      .optional(),
    /** Only for a local stand-in of Stripe's API, e.g. http://127.0.0.1:4010. */
    STRIPE_API_HOST: z.url().optional(),
    /**
     * Worker processes serving requests (decision 011); unset: one per core on PostgreSQL, else
     * one. server.js reads it (through this schema) before it loads the app.
     */
    WEB_CONCURRENCY: z.coerce
      .number({ error: "WEB_CONCURRENCY must be a whole number from 1 to 64." })
      .int("WEB_CONCURRENCY must be a whole number from 1 to 64.")
      .min(1, "WEB_CONCURRENCY must be a whole number from 1 to 64.")
      .max(64, "WEB_CONCURRENCY must be a whole number from 1 to 64.")
      .optional(),
    /** Redis, shared by several instances: sessions are cached there in front of the database. */
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\/[^/]/, "REDIS_URL must look like redis://host:6379 or rediss://...")
      .refine((value) => URL.canParse(value), "REDIS_URL is not a valid URL")
      .optional(),
  })
  .refine((value) => Boolean(value.STRIPE_SECRET_KEY) === Boolean(value.STRIPE_WEBHOOK_SECRET), {
    path: ["STRIPE_WEBHOOK_SECRET"],
    message: "set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET together, or neither",
  })
  .refine((value) => (value.WEB_CONCURRENCY ?? 1) === 1 || Boolean(value.DATABASE_URL), {
    path: ["WEB_CONCURRENCY"],
    message:
      "WEB_CONCURRENCY above 1 needs DATABASE_URL: the embedded PGlite database is one process.",
  })
  .superRefine((value, context) => {
    const siteUrl = value.SITE_URL ?? `http://localhost:${value.PORT}`;
    const local = isLocalOrigin(siteUrl);
    if (!local && !value.SMTP_URL)
      context.addIssue({
        code: "custom",
        path: ["SMTP_URL"],
        message:
          `SITE_URL is ${siteUrl}, a public address, but no mail server is set: set SMTP_URL so ` +
          "confirmation and password-reset mail reaches people. The local outbox is only for a " +
          "site on this machine (SITE_URL on localhost).",
      });
    const stripe = Boolean(value.STRIPE_SECRET_KEY);
    if (stripe && value.PAYMENTS_SANDBOX === true)
      context.addIssue({
        code: "custom",
        path: ["PAYMENTS_SANDBOX"],
        message:
          "PAYMENTS_SANDBOX=true asks for the built-in TEST MODE checkout, but STRIPE_SECRET_KEY " +
          "is set too: remove one of them. (A Stripe sk_test_ key already takes no real money.)",
      });
    else if (!stripe && value.PAYMENTS_SANDBOX === false)
      context.addIssue({
        code: "custom",
        path: ["PAYMENTS_SANDBOX"],
        message:
          "PAYMENTS_SANDBOX=false turns the built-in TEST MODE checkout off, so payments need " +
          "Stripe: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET.",
      });
    else if (!stripe && !local && value.PAYMENTS_SANDBOX === undefined)
      context.addIssue({
        code: "custom",
        path: ["PAYMENTS_SANDBOX"],
        message:
          `SITE_URL is ${siteUrl}, a public address, but no Stripe keys are set, so anyone could ` +
          "take premium through the built-in TEST MODE checkout. Set STRIPE_SECRET_KEY and " +
          "STRIPE_WEBHOOK_SECRET to take real payments, or set PAYMENTS_SANDBOX=true to run the " +
          "site in test mode on purpose (every page then says so).",
      });
  });

export type Env = z.infer<typeof envSchema> & { DATA_DIR: string };

/**
 * A setting is missing or wrong: starting again will not help until it is fixed. server.js exits
 * with status 78 (EX_CONFIG) for it, and a cluster's primary stops rather than restart workers.
 */
export class ConfigurationError extends Error {
  override name = "ConfigurationError";
}

export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // An empty variable means "not set", as it does in most shells' `VAR= command` idiom.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const problems = result.error.issues
      .map((issue) => `  ${issue.path.join(".")}: ${issue.message}`)
      .join("\n");
    throw new ConfigurationError(`Invalid configuration:\n${problems}`);
  }
  return { ...result.data, DATA_DIR: path.resolve(result.data.DATA_DIR) };
}

let cached: Env | undefined;

export function env(): Env {
  cached ??= parseEnv();
  return cached;
}

import path from "node:path";
import { z } from "zod";

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
    /** An SMTP server for outgoing mail; when unset, mail goes to the local outbox (/dev/outbox). */
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, "SMTP_URL must start with smtp:// or smtps://")
      .optional(),
    MAIL_FROM: z.string().min(3).default("TypeAtlas <no-reply@typeatlas.local>"),
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
  });

export type Env = z.infer<typeof envSchema> & { DATA_DIR: string };

export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // An empty variable means "not set", as it does in most shells' `VAR= command` idiom.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const problems = result.error.issues
      .map((issue) => `  ${issue.path.join(".")}: ${issue.message}`)
      .join("\n");
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  return { ...result.data, DATA_DIR: path.resolve(result.data.DATA_DIR) };
}

let cached: Env | undefined;

export function env(): Env {
  cached ??= parseEnv();
  return cached;
}

import path from "node:path";
import { z } from "zod";

/**
 * The one place configuration is read. Every variable has an offline default, so the app starts
 * with no `.env` at all. README's configuration table mirrors this schema.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must start with postgres:// or postgresql://")
    .optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SITE_URL: z.url().optional(),
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

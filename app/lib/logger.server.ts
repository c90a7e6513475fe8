import { pino, type Logger } from "pino";
import { env } from "~/env.server";

let instance: Logger | undefined;

/** The process-wide structured logger (JSON lines on stdout). */
export function logger(): Logger {
  instance ??= pino({
    level: env().LOG_LEVEL,
    base: { service: "typeatlas" },
    // Belt and braces: even if a caller logs a whole request, credentials never reach the log.
    redact: {
      paths: [
        "req.headers.cookie",
        "req.headers.authorization",
        'res.headers["set-cookie"]',
        "*.password",
        "*.token",
      ],
      censor: "[redacted]",
    },
  });
  return instance;
}

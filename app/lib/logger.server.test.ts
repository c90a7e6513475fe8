import { expect, test } from "vitest";
import { env } from "~/env.server";
import { logger } from "./logger.server";

test("the logger logs at the LOG_LEVEL read through the configuration schema", () => {
  // vitest.config.ts sets LOG_LEVEL=silent for every test process.
  expect(env().LOG_LEVEL).toBe("silent");
  expect(logger().level).toBe("silent");
});

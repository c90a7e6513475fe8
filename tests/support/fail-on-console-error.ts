import { afterEach, beforeEach, expect, vi } from "vitest";

// A console.error or console.warn during a test, or a warning Node emits, is a failure (STYLE.md):
// an error usually means a swallowed bug, and a warning (React Router's missing HydrateFallback, a
// deprecation, a leaked listener) is one that nobody reads among passing tests.
let problems: string[] = [];

const sink = Symbol.for("typeatlas.test-warnings");
const holder = globalThis as { [sink]?: (warning: Error) => void };
// Once per worker process: each test file runs this module again, and listeners would pile up.
if (!holder[sink]) process.on("warning", (warning) => holder[sink]?.(warning));
holder[sink] = (warning) => problems.push(`Node warning: ${warning.name}: ${warning.message}`);

function record(kind: string) {
  return (...args: unknown[]) =>
    problems.push(`console.${kind}: ${args.map((arg) => String(arg)).join(" ")}`);
}

beforeEach(() => {
  problems = [];
  vi.spyOn(console, "error").mockImplementation(record("error"));
  vi.spyOn(console, "warn").mockImplementation(record("warn"));
});

afterEach(() => {
  vi.mocked(console.error).mockRestore();
  vi.mocked(console.warn).mockRestore();
  expect(problems, `printed during the test:\n${problems.join("\n")}`).toEqual([]);
});

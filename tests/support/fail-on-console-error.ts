import { afterEach, beforeEach, expect, vi } from "vitest";

// A console.error during a test is a failure (STYLE.md): it usually means a swallowed bug.
let errors: unknown[][] = [];

beforeEach(() => {
  errors = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});

afterEach(() => {
  vi.mocked(console.error).mockRestore();
  expect(errors, "console.error was called during the test").toEqual([]);
});

import { expect, test } from "vitest";
import { loggableError } from "./errors.server";

test("a failed query's parameters are left out of the logged error", () => {
  const cause = Object.assign(new Error("connection refused"), { code: "ECONNREFUSED" });
  const error = new Error(
    'Failed query: insert into "contact_messages"\nparams: Ada,ada@example.com',
    {
      cause,
    },
  );
  const logged = loggableError(error);
  expect(JSON.stringify(logged)).not.toContain("ada@example.com");
  expect(logged).toEqual({
    type: "Error",
    message: 'Failed query: insert into "contact_messages"',
    cause: { type: "Error", message: "connection refused", code: "ECONNREFUSED" },
  });
});

test("a thrown non-error is described as text", () => {
  expect(loggableError("boom")).toEqual({ message: "boom" });
});

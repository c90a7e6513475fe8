import fc from "fast-check";
import { expect, test } from "vitest";
import { parseSubmission } from "~/lib/forms";
import { englishTranslate } from "../../../tests/support/english";
import { makeContactSchema } from "./contact-schema";

const contactSchema = makeContactSchema(englishTranslate());

const valid = { name: "Ada", email: "ada@example.com", subject: "Hi", message: "Hello" };
const fields = ["name", "email", "subject", "message"];

/** The contact form as the browser checks it and the action reads it. */
function check(values: Record<string, string>) {
  const submission = parseSubmission(new URLSearchParams(values), contactSchema);
  return submission.status === "success"
    ? { ok: true, data: submission.value }
    : { ok: false, errors: submission.reply().error };
}

test("a complete message passes, trimmed", () => {
  expect(check({ ...valid, name: "  Ada  ", subject: " Hi " })).toEqual({ ok: true, data: valid });
});

test("an invalid e-mail gets a message that shows the expected form", () => {
  for (const email of ["ada", "ada@", "@example.com", "ada@example", "ada example@x.com"]) {
    expect(check({ ...valid, email })).toEqual({
      ok: false,
      errors: { email: ["Please enter a valid email address, like name@example.com."] },
    });
  }
});

test("every missing or blank field is named", () => {
  expect(check({ name: " ", email: "", subject: "\n", message: "\t" })).toEqual({
    ok: false,
    errors: {
      name: ["Please enter your name."],
      email: ["Please enter your email address."],
      subject: ["Please enter a subject."],
      message: ["Please enter a message."],
    },
  });
  expect(check({}).errors).toEqual(check({ name: "", email: "", subject: "", message: "" }).errors);
});

test("over-long fields are refused with their limit", () => {
  expect(check({ ...valid, message: "x".repeat(5001) })).toEqual({
    ok: false,
    errors: { message: ["Please keep your message under 5,000 characters."] },
  });
});

test("any form whatsoever gets either clean data or messages for known fields only", () => {
  fc.assert(
    fc.property(fc.dictionary(fc.string(), fc.string()), (values) => {
      const result = check(values);
      if (result.ok) {
        for (const field of fields) {
          expect(typeof (result.data as Record<string, unknown>)[field]).toBe("string");
        }
      } else {
        expect(Object.keys(result.errors ?? {}).length).toBeGreaterThan(0);
        for (const key of Object.keys(result.errors ?? {})) expect(fields).toContain(key);
      }
    }),
  );
});

test("any non-blank text within the limits is accepted for name, subject and message", () => {
  const text = (max: number) =>
    fc.string({ minLength: 1, maxLength: max }).filter((value) => value.trim().length > 0);
  fc.assert(
    fc.property(text(100), text(150), text(5000), (name, subject, message) => {
      expect(check({ name, email: valid.email, subject, message }).ok).toBe(true);
    }),
  );
});

import fc from "fast-check";
import { expect, test } from "vitest";
import { contactFields, validateContact } from "./contact-schema";

const valid = { name: "Ada", email: "ada@example.com", subject: "Hi", message: "Hello" };

test("a complete message passes, trimmed", () => {
  expect(validateContact({ ...valid, name: "  Ada  ", subject: " Hi " })).toEqual({
    ok: true,
    data: valid,
  });
});

test("an invalid e-mail gets a message that shows the expected form", () => {
  for (const email of ["ada", "ada@", "@example.com", "ada@example", "ada example@x.com"]) {
    expect(validateContact({ ...valid, email })).toEqual({
      ok: false,
      errors: { email: "Please enter a valid email address, like name@example.com." },
    });
  }
});

test("every missing or blank field is named", () => {
  expect(validateContact({ name: " ", email: "", subject: "\n", message: "\t" })).toEqual({
    ok: false,
    errors: {
      name: "Please enter your name.",
      email: "Please enter your email address.",
      subject: "Please enter a subject.",
      message: "Please enter a message.",
    },
  });
});

test("over-long fields are refused with their limit", () => {
  const result = validateContact({ ...valid, message: "x".repeat(5001) });
  expect(result).toEqual({
    ok: false,
    errors: { message: "Please keep your message under 5,000 characters." },
  });
});

test("any input whatsoever gets either clean data or messages for known fields only", () => {
  fc.assert(
    fc.property(fc.dictionary(fc.string(), fc.anything()), (values) => {
      const result = validateContact(values);
      if (result.ok) {
        for (const field of contactFields) expect(typeof result.data[field]).toBe("string");
      } else {
        expect(Object.keys(result.errors).length).toBeGreaterThan(0);
        for (const key of Object.keys(result.errors)) expect(contactFields).toContain(key);
      }
    }),
  );
});

test("any non-blank text within the limits is accepted for name, subject and message", () => {
  const text = (max: number) =>
    fc.string({ minLength: 1, maxLength: max }).filter((value) => value.trim().length > 0);
  fc.assert(
    fc.property(text(100), text(150), text(5000), (name, subject, message) => {
      expect(validateContact({ name, email: valid.email, subject, message }).ok).toBe(true);
    }),
  );
});

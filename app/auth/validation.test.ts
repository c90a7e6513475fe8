import { expect, test } from "vitest";
import { newPasswordSchema, signInSchema, signUpSchema, validate } from "./validation";

test("passwords of 8 to 128 characters pass, with no composition rules", () => {
  for (const password of ["abcdefgh", "x".repeat(128), "ñ ñ ñ ñ ", "12345678"]) {
    expect(validate(signInSchema, { email: "a@example.com", password }).ok).toBe(true);
  }
  for (const password of ["1234567", "x".repeat(129)]) {
    expect(validate(signInSchema, { email: "a@example.com", password })).toEqual({
      ok: false,
      errors: { password: "Password must be 8 to 128 characters long." },
    });
  }
});

test("sign-up needs a name; every field names its own problem", () => {
  expect(validate(signUpSchema, { name: "  ", email: "", password: "" })).toEqual({
    ok: false,
    errors: {
      name: "Please enter your full name.",
      email: "Please enter your email address.",
      password: "Please enter your password.",
    },
  });
  expect(
    validate(signUpSchema, { name: " Ada ", email: " ada@example.com ", password: "12345678" }),
  ).toEqual({ ok: true, data: { name: "Ada", email: "ada@example.com", password: "12345678" } });
});

test("a new password must be typed twice the same", () => {
  expect(
    validate(newPasswordSchema, { password: "abcdefgh", confirmPassword: "abcdefgx" }),
  ).toEqual({
    ok: false,
    errors: { confirmPassword: "The two passwords don't match." },
  });
});

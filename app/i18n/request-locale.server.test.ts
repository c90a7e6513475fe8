import { afterEach, expect, test, vi } from "vitest";
import { requestLocale } from "./request-locale.server";

const asking = (acceptLanguage?: string) =>
  requestLocale(
    new Request("http://localhost/api/score", {
      method: "POST",
      headers: acceptLanguage === undefined ? {} : { "Accept-Language": acceptLanguage },
    }),
  );

afterEach(() => vi.unstubAllEnvs());

test("an API answers in English without Accept-Language, or for a language not served", () => {
  expect(asking()).toBe("en");
  expect(asking("xx-YY, zz;q=0.8")).toBe("en");
  expect(asking("EN")).toBe("en");
});

test("the first served language by q-value wins, and q=0 refuses one", () => {
  vi.stubEnv("I18N_PSEUDO_LOCALE", "1");
  expect(asking("en-xa")).toBe("en-XA");
  expect(asking("xx, en;q=0.5, en-XA;q=0.9")).toBe("en-XA");
  // A regional variant is served by its language.
  expect(asking("fr-CA, en;q=0.5")).toBe("fr");
  expect(asking("ja;q=0.4, de-AT;q=0.8")).toBe("de");
  expect(asking("en-XA;q=0, en;q=0.1")).toBe("en");
  vi.stubEnv("I18N_PSEUDO_LOCALE", "0");
  // The pseudo-locale is only for tests that ask for it.
  expect(asking("en-XA")).toBe("en");
});

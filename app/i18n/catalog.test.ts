import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, expect, test } from "vitest";
import { CatalogError, compileCatalogs, pseudoMessage } from "./catalog";
import { format } from "./icu";
import { namespaceTiers } from "./namespaces";

let dir: string | undefined;

function write(locale: string, namespace: string, messages: Record<string, string>) {
  fs.mkdirSync(path.join(dir!, locale), { recursive: true });
  fs.writeFileSync(path.join(dir!, locale, `${namespace}.json`), JSON.stringify(messages));
}

/** English catalogues for every namespace, each with the same two messages. */
function english(extra: Record<string, string> = {}) {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "catalog-"));
  for (const namespace of Object.keys(namespaceTiers))
    write("en", namespace, {
      hello: "Hello, {name}",
      count: "{n, plural, one {# day} other {# days}}",
      ...extra,
    });
}

afterEach(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

test("the real catalogues compile, English and the pseudo-locale", async () => {
  const { servedLocales } = await import("./locales");
  const catalogs = compileCatalogs({
    messagesDir: path.join(process.cwd(), "app/i18n/messages"),
    locales: servedLocales.filter((locale) => locale.prefix !== ""),
    pseudo: "en-XA",
  });
  expect(Object.keys(catalogs.en!)).toEqual(Object.keys(namespaceTiers));
  expect(catalogs["en-XA"]!.common!["nav.blog"]).toEqual(["[", "Ɓłöğ", " ··]"]);
});

test("a complete translation compiles", () => {
  english();
  for (const namespace of Object.keys(namespaceTiers))
    write("pl", namespace, {
      hello: "Cześć, {name}",
      count: "{n, plural, one {# dzień} few {# dni} many {# dni} other {# dnia}}",
    });
  const catalogs = compileCatalogs({ messagesDir: dir!, locales: [{ code: "pl", tier: 1 }] });
  expect(format("pl", catalogs.pl!.common!.count!, { n: 5 })).toBe("5 dni");
});

test("every problem is named with its file and key, all at once", () => {
  english();
  write("pl", "common", {
    hello: "Cześć, {imie}",
    count: "{n, plural, one {# dzień} other {# dnia}}",
    extra: "Nadmiar",
  });
  let message = "";
  try {
    compileCatalogs({ messagesDir: dir!, locales: [{ code: "pl", tier: 1 }] });
  } catch (error) {
    expect(error).toBeInstanceOf(CatalogError);
    message = (error as Error).message;
  }
  expect(message).toContain('common.json: "hello" must use the arguments {name}');
  expect(message).toContain('common.json: "count": {n, plural} lacks "few"');
  expect(message).toContain('common.json: "count": {n, plural} lacks "many"');
  expect(message).toContain('common.json: "extra" is not in the English catalogue');
});

test("a missing message or namespace of a served language fails; a broken English message fails", () => {
  english();
  write("pl", "common", { hello: "Cześć, {name}" });
  expect(() => compileCatalogs({ messagesDir: dir!, locales: [{ code: "pl", tier: 1 }] })).toThrow(
    '"count" is missing',
  );
  english({ broken: "{oops" });
  expect(() => compileCatalogs({ messagesDir: dir!, locales: [] })).toThrow('"broken"');
});

test("the pseudo-locale accents letters, keeps arguments and grows by 40 %", () => {
  expect(pseudoMessage("Take the Test")).toEqual(["[", "Ţåķé ţĥé Ţéšţ", " ·····]"]);
  const message = pseudoMessage(["Hello, ", ["arg", "name"]]);
  expect(format("en", message, { name: "Ana" })).toBe("[Ĥéłłö, Ana ···]");
  expect(pseudoMessage("")).toBe("");
});

import fs from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { checkProfileText, type ProfileText } from "~/assessment/profile-text";
import { profileSources } from "~/assessment/profiles";
import { isTypeCode, typeCodes } from "~/assessment/type-codes";
import { compileCatalogs } from "./catalog";
import { compileMessage, type Compiled } from "./icu";
import { servedLocales, translatedLocales } from "./locales";
import { namespaceTiers, type Namespace } from "./namespaces";

/**
 * Every translation in app/i18n/messages (issue 21), served yet or not: complete for its
 * language's tier with every message matching the English one's arguments, tags and the
 * language's plural forms; and no interface string left equal to the English unless the
 * language's `same-as-english.json` lists it on purpose (a brand name, a code, a word the
 * language borrows), with the reason.
 */

const messagesDir = path.join(process.cwd(), "app/i18n/messages");
const readJson = (file: string): Record<string, string> =>
  JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, string>;

const translated = fs
  .readdirSync(messagesDir)
  .filter((entry) => entry !== "en" && fs.statSync(path.join(messagesDir, entry)).isDirectory())
  .sort();

/** A message's own words: its text in every branch, without arguments, tags or punctuation. */
function ownWords(message: string): string {
  const text = (parts: Compiled): string =>
    typeof parts === "string"
      ? parts
      : parts
          .map((part) =>
            typeof part === "string"
              ? part
              : part[0] === "tag"
                ? text(part[2])
                : part[0] === "plural" || part[0] === "select"
                  ? Object.values(part[2]).map(text).join(" ")
                  : "",
          )
          .join("");
  return text(compileMessage(message)).replace(/[^\p{L}]/gu, "");
}

test("every translated folder is a language in the locales table", () => {
  const known = translatedLocales.map((locale) => locale.code);
  expect(translated.filter((code) => !known.includes(code))).toEqual([]);
});

describe.each(translated)("the %s translation", (code) => {
  const locale = translatedLocales.find((entry) => entry.code === code);
  const namespaces = (Object.keys(namespaceTiers) as Namespace[]).filter(
    (namespace) => namespaceTiers[namespace] <= (locale?.tier ?? 1),
  );

  test("has every message of its tier, each with the English one's arguments, tags and this language's plural forms", () => {
    expect(() =>
      compileCatalogs({ messagesDir, locales: [{ code, tier: locale?.tier ?? 1 }] }),
    ).not.toThrow();
  });

  test("leaves no interface string in English unless same-as-english.json says why", () => {
    const listFile = path.join(messagesDir, code, "same-as-english.json");
    const listed = fs.existsSync(listFile) ? readJson(listFile) : {};
    const same: string[] = [];
    for (const namespace of namespaces) {
      const english = readJson(path.join(messagesDir, "en", `${namespace}.json`));
      const file = path.join(messagesDir, code, `${namespace}.json`);
      if (!fs.existsSync(file)) continue;
      const messages = readJson(file);
      for (const [key, message] of Object.entries(messages))
        if (ownWords(message) !== "" && ownWords(message) === ownWords(english[key] ?? ""))
          same.push(`${namespace}:${key}`);
    }
    expect(
      same.filter((key) => !(key in listed)),
      "equal to the English, not listed",
    ).toEqual([]);
    expect(
      Object.keys(listed).filter((key) => !same.includes(key)),
      "listed, but translated (or no such message)",
    ).toEqual([]);
    for (const [key, reason] of Object.entries(listed))
      expect(reason.trim(), `${key} needs a reason`).not.toBe("");
  });
});

const profilesDir = path.join(process.cwd(), "app/i18n/profiles");
const profileLocales = fs.existsSync(profilesDir) ? fs.readdirSync(profilesDir).sort() : [];

test("every language served has its catalogues and all sixteen type profiles", () => {
  for (const { code } of servedLocales.filter((locale) => locale.prefix !== "")) {
    expect(translated, code).toContain(code);
    const files = fs.existsSync(path.join(profilesDir, code))
      ? fs.readdirSync(path.join(profilesDir, code)).sort()
      : [];
    expect(files, code).toEqual(typeCodes.map((type) => `${type.toLowerCase()}.json`).sort());
  }
});

describe.each(profileLocales)("the %s type profiles", (code) => {
  test("are a language in the locales table, each the English profile's shape with every text written", () => {
    expect(translatedLocales.map((locale) => locale.code)).toContain(code);
    for (const file of fs.readdirSync(path.join(profilesDir, code))) {
      const type = file.replace(/\.json$/, "").toUpperCase();
      expect(isTypeCode(type), `${code}/${file} is not a type`).toBe(true);
      if (!isTypeCode(type)) continue;
      expect(() =>
        checkProfileText(
          `${code}/${file}`,
          profileSources[type],
          readJson(path.join(profilesDir, code, file)),
        ),
      ).not.toThrow();
    }
  });

  test("are written in the language, not left in English", () => {
    for (const file of fs.readdirSync(path.join(profilesDir, code))) {
      const type = file.replace(/\.json$/, "").toUpperCase();
      if (!isTypeCode(type)) continue;
      const text = readJson(path.join(profilesDir, code, file)) as unknown as ProfileText;
      const english = profileSources[type];
      expect(text.name, `${code}/${file} name`).not.toBe(english.name);
      const pairs = [
        [text.variants.A.description, english.variants.A.description],
        [text.variants.T.tagline, english.variants.T.tagline],
        ...text.strengths.map((point, i) => [point.description, english.strengths[i]!.description]),
        ...text.challenges.map((point, i) => [point.title, english.challenges[i]!.title]),
      ];
      for (const [translatedText, source] of pairs)
        expect(translatedText, `${code}/${file}`).not.toBe(source);
    }
  });
});

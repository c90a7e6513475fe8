import fs from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { englishStatements, questions } from "~/assessment/questions";
import {
  checkStatementsFile,
  scaleDisagreements,
  statementLocales,
  statementsFor,
  StatementsError,
  type StatementsFile,
} from "./statements.server";

const dir = path.join(process.cwd(), "app/i18n/statements");
const read = (locale: string): unknown =>
  JSON.parse(fs.readFileSync(path.join(dir, `${locale}.json`), "utf8"));
const englishTest = JSON.parse(
  fs.readFileSync(path.join(process.cwd(), "app/i18n/messages/en/test.json"), "utf8"),
) as Record<string, string>;

test("every statements file has all 60 ids and the 7 scale points, with text and nothing else", () => {
  const files = fs.readdirSync(dir).map((file) => file.replace(/\.json$/, ""));
  expect(files.length).toBeGreaterThanOrEqual(26);
  expect([...statementLocales]).toEqual([...files].sort());
  for (const locale of files) {
    expect(() => checkStatementsFile(locale, read(locale)), locale).not.toThrow();
    const statements = statementsFor(locale);
    expect(Object.keys(statements).map(Number), locale).toEqual(questions.map((q) => q.id));
    // Translated: no statement left in English, and no two the same.
    for (const { id } of questions)
      expect(statements[id], `${locale} ${id}`).not.toBe(englishStatements[id]);
    expect(new Set(Object.values(statements)).size, locale).toBe(60);
  }
});

test("English comes from the scoring module; the pseudo-locale accents it", () => {
  expect(statementsFor("en")).toBe(englishStatements);
  expect(statementsFor("en-XA")[1]).toMatch(/^\[Î éñĵöý ɱééţîñğ ñéŵ þéöþłé .* ·+\]$/);
  expect(() => statementsFor("xx")).toThrow(StatementsError);
});

test("a file with a statement or scale point missing, a wrong locale or extra keys is refused, naming each", () => {
  const good = read("de") as StatementsFile;
  const statements: Record<string, string> = { ...good.statements, "61": "Zu viel." };
  delete statements["17"];
  const bad = {
    ...good,
    locale: "fr",
    statements,
    scale: { ...good.scale, "4": " " },
    notes: "",
  };
  const error = (() => {
    try {
      checkStatementsFile("de", bad);
    } catch (thrown) {
      return thrown;
    }
  })();
  expect(error).toBeInstanceOf(StatementsError);
  const message = (error as Error).message;
  expect(message).toContain('"locale" must be "de"');
  expect(message).toContain('"statements" lacks 17');
  expect(message).toContain('"statements" has 61');
  expect(message).toContain('"scale" 4 must be text');
  expect(message).toContain('"notes" is not part of a statements file');
  expect(() => checkStatementsFile("de", [])).toThrow(StatementsError);
});

test("a language's catalogue must show the scale words of its reviewed statements file", () => {
  const english: StatementsFile = {
    locale: "en",
    statements: {},
    scale: {
      1: "Never",
      2: "Rarely",
      3: "Sometimes",
      4: "Neutral",
      5: "Often",
      6: "Usually",
      7: "Always",
    },
    scaleEnds: { low: "Strongly Disagree", high: "Strongly Agree" },
  };
  expect(scaleDisagreements(english, englishTest)).toEqual([]);
  expect(
    scaleDisagreements(
      { ...english, scaleEnds: { ...english.scaleEnds, high: "Agree" } },
      {
        ...englishTest,
        "scale.usually": "Almost always",
      },
    ),
  ).toEqual([
    'test:scale.usually is "Almost always" but the statements file has "Usually"',
    'test:scale.high is "Strongly Agree" but the statements file has "Agree"',
  ]);
  // Every language that has a test catalogue already.
  for (const locale of statementLocales) {
    const catalogue = path.join(process.cwd(), "app/i18n/messages", locale, "test.json");
    if (!fs.existsSync(catalogue)) continue;
    const messages = JSON.parse(fs.readFileSync(catalogue, "utf8")) as Record<string, string>;
    expect(scaleDisagreements(read(locale) as StatementsFile, messages), locale).toEqual([]);
  }
});

import { englishStatements, questions, scale } from "~/assessment/questions";
import { scaleEnds, scaleWords } from "~/components/test/scale-words";
import { pseudoMessage } from "./catalog";
import { format } from "./icu";
import { pseudoLocale } from "./locales";

/**
 * The 60 statements in a page's language (decision 034): content, not interface text, so they
 * live apart from the message catalogues, in app/i18n/statements/<locale>.json (English in
 * app/assessment/questions.ts, which stays the one scoring module for every language). The test
 * page's loader sends them with its data; the browser's code holds no statement at all.
 */

/** Statement id to its text. */
export type Statements = Readonly<Record<number, string>>;

/** A language's statements file: the shape docs/writing/translation.md gives translators. */
export interface StatementsFile {
  locale: string;
  statements: Record<string, string>;
  scale: Record<string, string>;
  scaleEnds: { low: string; high: string };
}

export class StatementsError extends Error {}

// Bundled into the server at build time, like the catalogues; read (and checked) on first use.
const files = import.meta.glob<unknown>("./statements/*.json", { eager: true, import: "default" });

const fileLocale = (file: string) => file.replace(/^.*\/|\.json$/g, "");

/** Every language with a statements file. */
export const statementLocales: readonly string[] = Object.keys(files).map(fileLocale).sort();

const isText = (value: unknown): value is string =>
  typeof value === "string" && value.trim() !== "";

/** The problems with one keyed group of texts: every expected key, each with text, nothing else. */
function keyedProblems(what: string, value: unknown, keys: readonly string[]): string[] {
  if (!value || typeof value !== "object" || Array.isArray(value))
    return [`"${what}" must be an object keyed ${keys[0]} to ${keys.at(-1)}`];
  const record = value as Record<string, unknown>;
  const problems: string[] = [];
  for (const key of keys) {
    if (!(key in record)) problems.push(`"${what}" lacks ${key}`);
    else if (!isText(record[key])) problems.push(`"${what}" ${key} must be text`);
  }
  for (const key of Object.keys(record))
    if (!keys.includes(key)) problems.push(`"${what}" has ${key}, which is not one of its keys`);
  return problems;
}

/**
 * Checks a statements file: its locale, all 60 statement ids and the 7 scale points, each with
 * text, both scale ends, and nothing else. Throws `StatementsError` naming every problem.
 */
export function checkStatementsFile(locale: string, value: unknown): StatementsFile {
  const name = `app/i18n/statements/${locale}.json`;
  if (!value || typeof value !== "object" || Array.isArray(value))
    throw new StatementsError(`${name}: a statements file is a JSON object`);
  const file = value as Record<string, unknown>;
  const problems: string[] = [];
  if (file.locale !== locale) problems.push(`"locale" must be "${locale}"`);
  problems.push(
    ...keyedProblems(
      "statements",
      file.statements,
      questions.map((question) => String(question.id)),
    ),
    ...keyedProblems("scale", file.scale, scale.map(String)),
    ...keyedProblems("scaleEnds", file.scaleEnds, ["low", "high"]),
  );
  for (const key of Object.keys(file))
    if (!["locale", "statements", "scale", "scaleEnds"].includes(key))
      problems.push(`"${key}" is not part of a statements file`);
  if (problems.length > 0)
    throw new StatementsError(`${name} has problems:\n- ${problems.join("\n- ")}`);
  return value as StatementsFile;
}

/**
 * Where a file's scale words differ from the language's test catalogue (`scale.*` messages). The
 * page shows the catalogue's words; the statements file holds the reviewed translation of the
 * scale (docs/translation/), so a language's catalogue copies its words from there.
 */
export function scaleDisagreements(
  file: StatementsFile,
  catalogue: Readonly<Record<string, string>>,
): string[] {
  const pairs: [string, string | undefined][] = [
    ...scale.map((point): [string, string | undefined] => [scaleWords[point], file.scale[point]]),
    [scaleEnds.low, file.scaleEnds.low],
    [scaleEnds.high, file.scaleEnds.high],
  ];
  return pairs.flatMap(([key, word]) => {
    const message = catalogue[key.slice("test:".length)];
    return message === word ? [] : [`${key} is "${message}" but the statements file has "${word}"`];
  });
}

const cache = new Map<string, Statements>();

function load(locale: string): Statements {
  if (locale === "en") return englishStatements;
  if (locale === pseudoLocale.code) {
    // Accented and longer like the rest of the pseudo-locale's page, so a statement box too small
    // for a longer language shows in the end-to-end walk.
    return Object.fromEntries(
      questions.map(({ id }) => [id, format(locale, pseudoMessage(englishStatements[id]!))]),
    );
  }
  const entry = Object.entries(files).find(([file]) => fileLocale(file) === locale);
  if (!entry) throw new StatementsError(`No statements in ${locale} (app/i18n/statements/)`);
  const file = checkStatementsFile(locale, entry[1]);
  return Object.fromEntries(questions.map(({ id }) => [id, file.statements[id]!]));
}

/** The 60 statements in `locale`, by id. */
export function statementsFor(locale: string): Statements {
  let statements = cache.get(locale);
  if (!statements) cache.set(locale, (statements = load(locale)));
  return statements;
}

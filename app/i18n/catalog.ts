import fs from "node:fs";
import path from "node:path";
import {
  argumentsOf,
  compileMessage,
  MessageSyntaxError,
  tagsOf,
  type Compiled,
  type Part,
} from "./icu.ts";
import { namespaceTiers, type Namespace } from "./namespaces.ts";
import { pseudoMessage } from "./pseudo.ts";

export { pseudoMessage };

/**
 * Reads and checks the message catalogues (decision 034) when the site is built or a test imports
 * them: `app/i18n/messages/<locale>/<namespace>.json`, English the source. A served language must
 * have every message of every tier-1 namespace (and of tier-2 ones if it is a tier-2 language),
 * with the same arguments and tags as the English; every message must parse; nothing may be
 * extra. Any problem fails the build with the file and key named.
 */

export type Catalog = Record<string, Record<string, Compiled>>;
export type Catalogs = Record<string, Catalog>;

export interface CatalogInput {
  messagesDir: string;
  /** The served languages other than English, with their tiers. */
  locales: readonly { code: string; tier: 1 | 2 }[];
  /** Also build the pseudo-locale under this code. */
  pseudo?: string;
}

export class CatalogError extends Error {}

function readNamespace(file: string): Record<string, string> {
  const value: unknown = JSON.parse(fs.readFileSync(file, "utf8"));
  if (!value || typeof value !== "object" || Array.isArray(value))
    throw new CatalogError(`${file}: a catalogue is a JSON object of key: message`);
  for (const [key, message] of Object.entries(value))
    if (typeof message !== "string")
      throw new CatalogError(`${file}: "${key}" must be a string message`);
  return value as Record<string, string>;
}

function compileNamespace(file: string, messages: Record<string, string>, problems: string[]) {
  const compiled: Record<string, Compiled> = {};
  for (const [key, source] of Object.entries(messages)) {
    try {
      compiled[key] = compileMessage(source);
    } catch (error) {
      if (!(error instanceof MessageSyntaxError)) throw error;
      problems.push(`${file}: "${key}": ${error.message}`);
    }
  }
  return compiled;
}

const sameSet = <T>(a: Set<T> | Map<T, unknown>, b: Set<T> | Map<T, unknown>) =>
  a.size === b.size && [...a.keys()].every((key) => b.has(key));

function pluralGaps(locale: string, message: Compiled): string[] {
  const needed = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
  const gaps: string[] = [];
  const walk = (parts: Part[]) => {
    for (const part of parts) {
      if (typeof part === "string" || part[0] === "pound") continue;
      if (part[0] === "plural") {
        for (const category of needed)
          if (!(category in part[2])) gaps.push(`{${part[1]}, plural} lacks "${category}"`);
        Object.values(part[2]).forEach(walk);
      } else if (part[0] === "select") Object.values(part[2]).forEach(walk);
      else if (part[0] === "tag") walk(part[2]);
    }
  };
  if (typeof message !== "string") walk(message);
  return gaps;
}

/** Compiles and checks every catalogue; throws `CatalogError` listing all problems found. */
export function compileCatalogs({ messagesDir, locales, pseudo }: CatalogInput): Catalogs {
  const problems: string[] = [];
  const english: Catalog = {};
  const namespaces = Object.keys(namespaceTiers) as Namespace[];
  for (const namespace of namespaces) {
    const file = path.join(messagesDir, "en", `${namespace}.json`);
    if (!fs.existsSync(file)) {
      problems.push(`${file}: missing (every namespace in app/i18n/namespaces.ts needs one)`);
      continue;
    }
    english[namespace] = compileNamespace(file, readNamespace(file), problems);
  }
  for (const file of fs.readdirSync(path.join(messagesDir, "en")))
    if (!namespaces.includes(file.replace(/\.json$/, "") as Namespace))
      problems.push(`${path.join(messagesDir, "en", file)}: not a namespace in namespaces.ts`);

  const catalogs: Catalogs = { en: english };
  for (const { code, tier } of locales) {
    const catalog: Catalog = {};
    for (const namespace of namespaces) {
      const file = path.join(messagesDir, code, `${namespace}.json`);
      const required = namespaceTiers[namespace] <= tier;
      if (!fs.existsSync(file)) {
        if (required) problems.push(`${file}: missing (a ${code} page would show English)`);
        continue;
      }
      const compiled = compileNamespace(file, readNamespace(file), problems);
      const source = english[namespace] ?? {};
      for (const key of Object.keys(source))
        if (!(key in compiled)) problems.push(`${file}: "${key}" is missing`);
      for (const [key, message] of Object.entries(compiled)) {
        const original = source[key];
        if (original === undefined) {
          problems.push(`${file}: "${key}" is not in the English catalogue`);
          continue;
        }
        if (!sameSet(argumentsOf(message), argumentsOf(original)))
          problems.push(
            `${file}: "${key}" must use the arguments {${[...argumentsOf(original).keys()].join("}, {")}}`,
          );
        if (!sameSet(tagsOf(message), tagsOf(original)))
          problems.push(
            `${file}: "${key}" must keep the tags <${[...tagsOf(original)].join(">, <")}>`,
          );
        for (const gap of pluralGaps(code, message)) problems.push(`${file}: "${key}": ${gap}`);
      }
      catalog[namespace] = compiled;
    }
    catalogs[code] = catalog;
  }
  if (problems.length > 0)
    throw new CatalogError(`The message catalogues have problems:\n- ${problems.join("\n- ")}`);
  if (pseudo) catalogs[pseudo] = pseudoCatalog(english);
  return catalogs;
}

export function pseudoCatalog(english: Catalog): Catalog {
  return Object.fromEntries(
    Object.entries(english).map(([namespace, messages]) => [
      namespace,
      Object.fromEntries(Object.entries(messages).map(([key, m]) => [key, pseudoMessage(m)])),
    ]),
  );
}

import fs from "node:fs";
import path from "node:path";
import type { MessageKey } from "~/i18n/english";
import { compileMessage, format, type Values } from "~/i18n/icu";
import { namespaceTiers, type Namespace } from "~/i18n/namespaces";
import {
  createTranslate,
  type LoaderI18n,
  type PageMessages,
  type Translate,
} from "~/i18n/translate";

/**
 * A message as the English pages show it, for tests that find elements by their words while the
 * site keeps its words in catalogues (app/i18n/messages/en/*.json, decision 034).
 */
export function english(key: MessageKey, values: Values = {}): string {
  const split = key.indexOf(":");
  const file = path.join(process.cwd(), "app/i18n/messages/en", `${key.slice(0, split)}.json`);
  const catalogue = JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, string>;
  const source = catalogue[key.slice(split + 1)];
  if (source === undefined) throw new Error(`No English message ${key}`);
  return format("en", compileMessage(source), values);
}

/**
 * A `t` over every English catalogue, for unit tests of code that takes one (the words as the
 * English pages show them), and `i18n` data for a stub route's loader that renders components
 * needing those namespaces.
 */
export function englishT(): Translate {
  return createTranslate("en", englishMessages());
}

export function englishI18n(): LoaderI18n {
  return { locale: "en", messages: englishMessages() };
}

function englishMessages(): PageMessages {
  const folder = path.join(process.cwd(), "app/i18n/messages/en");
  const messages: PageMessages = {};
  for (const namespace of Object.keys(namespaceTiers) as Namespace[]) {
    const catalogue = JSON.parse(
      fs.readFileSync(path.join(folder, `${namespace}.json`), "utf8"),
    ) as Record<string, string>;
    messages[namespace] = Object.fromEntries(
      Object.entries(catalogue).map(([key, source]) => [key, compileMessage(source)]),
    );
  }
  return messages;
}

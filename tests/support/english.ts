import fs from "node:fs";
import path from "node:path";
import type { MessageKey } from "~/i18n/english";
import { pseudoMessage } from "~/i18n/catalog";
import { compileMessage, format, type Compiled, type Values } from "~/i18n/icu";
import { namespaceTiers, type Namespace } from "~/i18n/namespaces";
import {
  createTranslate,
  type LoaderI18n,
  type PageMessages,
  type Translate,
} from "~/i18n/translate";

/** A message's source in a language's catalogue (app/i18n/messages/<locale>/<namespace>.json). */
function messageSource(locale: string, key: MessageKey): string {
  const split = key.indexOf(":");
  const file = path.join(process.cwd(), "app/i18n/messages", locale, `${key.slice(0, split)}.json`);
  const catalogue = JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, string>;
  const source = catalogue[key.slice(split + 1)];
  if (source === undefined) throw new Error(`No ${locale} message ${key}`);
  return source;
}

/**
 * A message as the English pages show it, for tests that find elements by their words while the
 * site keeps its words in catalogues (app/i18n/messages/en/*.json, decision 034).
 */
export function english(key: MessageKey, values: Values = {}): string {
  return format("en", compileMessage(messageSource("en", key)), values);
}

function englishCatalogue(namespace: Namespace): Record<string, Compiled> {
  const file = path.join(process.cwd(), "app/i18n/messages/en", `${namespace}.json`);
  const catalogue = JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, string>;
  return Object.fromEntries(
    Object.entries(catalogue).map(([key, source]) => [key, compileMessage(source)]),
  );
}

/**
 * What a loader sends for these namespaces on an English page, for a test's stub route: a
 * component rendered under a route whose loader returns `{ i18n: englishI18n([...]) }` finds its
 * messages through `useT` as it does on the site.
 */
export function englishI18n(
  namespaces: readonly Namespace[] = Object.keys(namespaceTiers) as Namespace[],
): LoaderI18n {
  const messages: PageMessages = {};
  for (const namespace of ["common", ...namespaces] as const)
    messages[namespace] = englishCatalogue(namespace);
  return { locale: "en", messages };
}

/** A `t` over every English catalogue, for code that takes one (schemas, sentences). */
export function englishTranslate(): Translate {
  return createTranslate("en", englishI18n(Object.keys(namespaceTiers) as Namespace[]).messages);
}

/** A message as the pseudo-locale's pages show it (app/i18n/catalog.ts), HTML-escaped as served. */
export function pseudo(key: MessageKey, values: Values = {}): string {
  return format("en-XA", pseudoMessage(compileMessage(messageSource("en", key))), values);
}

/** A message as a page in `locale` shows it, from that language's catalogue. */
export function translated(locale: string, key: MessageKey, values: Values = {}): string {
  return format(locale, compileMessage(messageSource(locale, key)), values);
}

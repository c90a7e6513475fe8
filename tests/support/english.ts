import fs from "node:fs";
import path from "node:path";
import type { MessageKey } from "~/i18n/english";
import { compileMessage, format, type Values } from "~/i18n/icu";

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

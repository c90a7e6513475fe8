import fs from "node:fs";
import path from "node:path";
import { compileMessage } from "~/i18n/icu";
import type { Namespace } from "~/i18n/namespaces";
import type { LoaderI18n, PageMessages } from "~/i18n/translate";

/**
 * What a loader's `i18n` holds for an English page (decision 034), built from the English JSON,
 * for unit tests that render components under a route stub instead of the real loaders.
 */
export function englishI18n(namespaces: readonly Namespace[]): LoaderI18n {
  const messages: PageMessages = {};
  for (const namespace of namespaces) {
    const file = path.join(process.cwd(), "app/i18n/messages/en", `${namespace}.json`);
    const catalogue = JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, string>;
    messages[namespace] = Object.fromEntries(
      Object.entries(catalogue).map(([key, source]) => [key, compileMessage(source)]),
    );
  }
  return { locale: "en", messages };
}

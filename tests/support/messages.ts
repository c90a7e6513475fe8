import fs from "node:fs";
import path from "node:path";
import { compileMessage, type Compiled } from "~/i18n/icu";
import { namespaceTiers, type Namespace } from "~/i18n/namespaces";
import { createTranslate, type LoaderI18n, type Translate } from "~/i18n/translate";

/**
 * The English catalogues as a loader sends them (decision 034), for unit tests that render
 * components or call code that takes a `t`, without the build's virtual module: a test route's
 * loader returns `{ i18n: englishMessages(["common", "test"]) }`, and `useT` reads it as on the site.
 */
function compiled(namespace: Namespace): Record<string, Compiled> {
  const file = path.join(process.cwd(), "app/i18n/messages/en", `${namespace}.json`);
  const messages = JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, string>;
  return Object.fromEntries(
    Object.entries(messages).map(([key, source]) => [key, compileMessage(source)]),
  );
}

export function englishMessages(namespaces: readonly Namespace[]): LoaderI18n {
  return {
    locale: "en",
    messages: Object.fromEntries(namespaces.map((namespace) => [namespace, compiled(namespace)])),
  };
}

/** A `t` over every English namespace, as `serverTranslate("en")` gives the server. */
export function englishTranslate(): Translate {
  const all = Object.keys(namespaceTiers) as Namespace[];
  return createTranslate("en", englishMessages(all).messages);
}

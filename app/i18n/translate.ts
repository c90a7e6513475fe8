import { format, formatParts, type Compiled, type Values } from "./icu";
import type { MessageKey } from "./english";
import type { Namespace } from "./namespaces";

/** The messages a page holds: the namespaces its loaders sent, in the page's language. */
export type PageMessages = Partial<Record<Namespace, Record<string, Compiled>>>;

/** What each loader that speaks to the page returns under `i18n` (decision 034). */
export interface LoaderI18n {
  locale: string;
  messages: PageMessages;
}

export class MissingMessageError extends Error {}

export interface Translate {
  (key: MessageKey, values?: Values): string;
  /** A message with tags filled by elements: `t.rich("common:x", {}, { link: (c) => <a>{c}</a> })`. */
  rich<T>(
    key: MessageKey,
    values: Values,
    tags: Record<string, (children: (string | T)[]) => T>,
  ): (string | T)[];
  locale: string;
}

/**
 * A `t` over a page's messages. A key whose namespace the page's loaders did not send throws:
 * the page must ask for it (English never stands in silently).
 */
export function createTranslate(locale: string, messages: PageMessages): Translate {
  const lookup = (key: MessageKey): Compiled => {
    const split = key.indexOf(":");
    const namespace = key.slice(0, split) as Namespace;
    const message = messages[namespace]?.[key.slice(split + 1)];
    if (message === undefined)
      throw new MissingMessageError(
        messages[namespace]
          ? `No message "${key}" in ${locale}`
          : `The page's loaders did not send the "${namespace}" messages (for "${key}")`,
      );
    return message;
  };
  const t = ((key: MessageKey, values?: Values) =>
    format(locale, lookup(key), values)) as Translate;
  t.rich = (key, values, tags) =>
    formatParts(locale, lookup(key), values, (name, children) => {
      const render = tags[name];
      if (!render) throw new MissingMessageError(`"${key}" needs the tag <${name}>`);
      return render(children);
    });
  t.locale = locale;
  return t;
}

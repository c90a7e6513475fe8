import { compileMessage, type Compiled } from "~/i18n/icu";
import englishAuth from "~/i18n/messages/en/auth.json";
import { createTranslate, type Translate } from "~/i18n/translate";

let english: Translate | undefined;

/**
 * The auth messages in English, compiled from the catalogue itself. For text that must be English
 * whatever the page's language: the weak-password refusal inside better-auth (read back by its
 * words), and the waits of callers that do not pass their page's `t` yet. Kept apart from
 * `serverTranslate`, whose module of every language must not reach modules a browser test loads
 * (the session modules, through auth.server.ts).
 */
export function englishAuthTranslate(): Translate {
  english ??= createTranslate("en", {
    auth: Object.fromEntries(
      Object.entries(englishAuth).map(([key, source]): [string, Compiled] => [
        key,
        compileMessage(source),
      ]),
    ),
  });
  return english;
}

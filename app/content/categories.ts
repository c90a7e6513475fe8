import type { Category } from "~/assessment/type-codes";
import type { MessageKey } from "~/i18n/english";

/**
 * The four category introductions on /personality-types: messages of the types catalogue
 * (app/i18n/messages/en/types.json), so they follow the page's language.
 */
export const categoryIntros: Record<Category, { letters: MessageKey; intro: MessageKey }> = {
  Analyst: { letters: "types:family.analyst.letters", intro: "types:family.analyst.intro" },
  Diplomat: { letters: "types:family.diplomat.letters", intro: "types:family.diplomat.intro" },
  Sentinel: { letters: "types:family.sentinel.letters", intro: "types:family.sentinel.intro" },
  Explorer: { letters: "types:family.explorer.letters", intro: "types:family.explorer.intro" },
};

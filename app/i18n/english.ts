import type common from "./messages/en/common.json";
import type home from "./messages/en/home.json";
import type about from "./messages/en/about.json";
import type types from "./messages/en/types.json";
import type blog from "./messages/en/blog.json";
import type legal from "./messages/en/legal.json";
import type { Namespace } from "./namespaces";

/**
 * The English catalogues' shapes, for type-checked keys: `t("common:nav.test")` compiles only if
 * app/i18n/messages/en/common.json has "nav.test". One line per namespace of namespaces.ts.
 */
export interface English {
  common: typeof common;
  home: typeof home;
  about: typeof about;
  types: typeof types;
  blog: typeof blog;
  legal: typeof legal;
}

/** Every message key, "namespace:key". */
export type MessageKey = {
  [N in Namespace]: `${N}:${keyof English[N] & string}`;
}[Namespace];

// namespaces.ts and this interface list the same namespaces.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const namespacesAgree: Same<Namespace, keyof English> = true;

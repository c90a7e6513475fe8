import type common from "./messages/en/common.json";
import type auth from "./messages/en/auth.json";
import type account from "./messages/en/account.json";
import type { Namespace } from "./namespaces";

/**
 * The English catalogues' shapes, for type-checked keys: `t("common:nav.test")` compiles only if
 * app/i18n/messages/en/common.json has "nav.test". One line per namespace of namespaces.ts.
 */
export interface English {
  common: typeof common;
  auth: typeof auth;
  account: typeof account;
}

/** Every message key, "namespace:key". */
export type MessageKey = {
  [N in Namespace]: `${N}:${keyof English[N] & string}`;
}[Namespace];

// namespaces.ts and this interface list the same namespaces.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const namespacesAgree: Same<Namespace, keyof English> = true;

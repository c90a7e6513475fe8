import type common from "./messages/en/common.json";
import type mail from "./messages/en/mail.json";
import type results from "./messages/en/results.json";
import type test from "./messages/en/test.json";
import type contact from "./messages/en/contact.json";
import type dashboard from "./messages/en/dashboard.json";
import type compare from "./messages/en/compare.json";
import type errors from "./messages/en/errors.json";
import type billing from "./messages/en/billing.json";
import type pricing from "./messages/en/pricing.json";
import type auth from "./messages/en/auth.json";
import type account from "./messages/en/account.json";
import type consent from "./messages/en/consent.json";
import type home from "./messages/en/home.json";
import type about from "./messages/en/about.json";
import type types from "./messages/en/types.json";
import type blog from "./messages/en/blog.json";
import type legal from "./messages/en/legal.json";
import type science from "./messages/en/science.json";
import type teams from "./messages/en/teams.json";
import type teamView from "./messages/en/teamView.json";
import type og from "./messages/en/og.json";
import type { Namespace } from "./namespaces";

/**
 * The English catalogues' shapes, for type-checked keys: `t("common:nav.test")` compiles only if
 * app/i18n/messages/en/common.json has "nav.test". One line per namespace of namespaces.ts.
 */
export interface English {
  common: typeof common;
  mail: typeof mail;
  results: typeof results;
  test: typeof test;
  dashboard: typeof dashboard;
  compare: typeof compare;
  errors: typeof errors;
  contact: typeof contact;
  billing: typeof billing;
  pricing: typeof pricing;
  auth: typeof auth;
  account: typeof account;
  consent: typeof consent;
  home: typeof home;
  about: typeof about;
  types: typeof types;
  blog: typeof blog;
  science: typeof science;
  teams: typeof teams;
  teamView: typeof teamView;
  og: typeof og;
  legal: typeof legal;
}

/** Every message key, "namespace:key". */
export type MessageKey = {
  [N in Namespace]: `${N}:${keyof English[N] & string}`;
}[Namespace];

// namespaces.ts and this interface list the same namespaces.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const namespacesAgree: Same<Namespace, keyof English> = true;

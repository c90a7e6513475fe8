/**
 * The message catalogues' namespaces (decision 034) and the tier each belongs to: a page's loader
 * sends the browser only the namespaces the page uses, in the page's language. Tier 1 namespaces
 * are complete in every served language; tier 2 only in tier-2 languages (elsewhere the page says
 * it shows English). Browser-safe.
 */
export const namespaceTiers = {
  /** The header, footer, language and theme switches, shared words on every page. */
  common: 1,
  /** Signing up and in, confirming the address, password reset, the two-factor step. */
  auth: 1,
  /** The account area: profile, password and two-factor, your data. */
  account: 1,
} as const satisfies Record<string, 1 | 2>;

export type Namespace = keyof typeof namespaceTiers;

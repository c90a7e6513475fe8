/**
 * The message catalogues' namespaces (decision 034) and the tier each belongs to: a page's loader
 * sends the browser only the namespaces the page uses, in the page's language. Tier 1 namespaces
 * are complete in every served language; tier 2 only in tier-2 languages (elsewhere the page says
 * it shows English). Browser-safe.
 */
export const namespaceTiers = {
  /** The header, footer, language and theme switches, shared words on every page. */
  common: 1,
  /** Checkout, the sandbox's card form and subscription page, plan changes and plan status. */
  billing: 1,
  /** The /pricing page's own text and its questions. */
  pricing: 2,
} as const satisfies Record<string, 1 | 2>;

export type Namespace = keyof typeof namespaceTiers;

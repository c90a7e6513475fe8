/**
 * The message catalogues' namespaces (decision 034) and the tier each belongs to: a page's loader
 * sends the browser only the namespaces the page uses, in the page's language. Tier 1 namespaces
 * are complete in every served language; tier 2 only in tier-2 languages (elsewhere the page says
 * it shows English). Browser-safe.
 */
export const namespaceTiers = {
  /** The header, footer, language and theme switches, shared words on every page. */
  common: 1,
  // The content pages' interface text (issue 21): home, about, the type pages, blog, legal.
  home: 2,
  about: 2,
  types: 2,
  blog: 1,
  legal: 1,
} as const satisfies Record<string, 1 | 2>;

export type Namespace = keyof typeof namespaceTiers;

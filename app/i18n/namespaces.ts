/**
 * The message catalogues' namespaces (decision 034) and the tier each belongs to: a page's loader
 * sends the browser only the namespaces the page uses, in the page's language. Tier 1 namespaces
 * are complete in every served language; tier 2 only in tier-2 languages (elsewhere the page says
 * it shows English). Browser-safe.
 */
export const namespaceTiers = {
  /** The header, footer, language and theme switches, shared words on every page. */
  common: 1,
  /** Every mail the site sends: account, address-change and contact mails (app/mail/templates.ts). */
  mail: 1,
  /** The result screen, saved and published results, publishing and removing them. */
  results: 1,
  /** Taking the test: the statements' page, its scale and progress, resume, retake, saving. */
  test: 1,
  /** The dashboard: plan, results list, history chart, comparison, public pages. */
  dashboard: 1,
  /**
   * Comparing two results (/compare/:a/:b, /r/:slug/compare): both sides, each dimension's reading,
   * what the two types share (its long text is content, English), a side that is gone.
   */
  compare: 1,
  /** The 404 page and the error page (sent by the root loader with common). */
  errors: 1,
  /** The contact page, its form's messages and its questions. */
  contact: 2,
  /** Checkout, the sandbox's card form and subscription page, plan changes and plan status. */
  billing: 1,
  /** The /pricing page's own text and its questions. */
  pricing: 2,
  /** Signing up and in, confirming the address, password reset, the two-factor step. */
  auth: 1,
  /** The account area: profile, password and two-factor, your data. */
  account: 1,
  /**
   * Giving one's answers to the site's statistics (issue 22): the results screen's panel and the
   * account setting.
   */
  consent: 1,
  // The content pages' interface text (issue 21): home, about, the type pages, blog, legal.
  home: 2,
  about: 2,
  types: 2,
  blog: 1,
  legal: 1,
  /** The /science page's tables of live figures (its explanation is English content). */
  science: 1,
  /**
   * Teams (issue 23): the list, a team's frame, members, invitations and the join link, its plan
   * and seats, its settings.
   */
  teams: 1,
  /** What a team sees: who shared, the type grid, groups, strips, the summary, compare, the PDF. */
  teamView: 1,
  /**
   * The preview images' own words (decision 030): the site pages' cards, eyebrows and footers.
   * Dimension, pole, clarity and category names come from "results".
   */
  og: 1,
} as const satisfies Record<string, 1 | 2>;

export type Namespace = keyof typeof namespaceTiers;

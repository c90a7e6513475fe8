import type { MessageKey } from "~/i18n/english";

/**
 * Site-wide facts shown on several pages. The marketing figures are the product spec's claims
 * (departures.md #12): an operator corrects them here, and every page follows.
 */
export const site = {
  name: "TypeAtlas",
  tagline: "Discover Yourself",
  description:
    "Take a free 60-statement personality assessment, get your type across five dimensions, and explore what it means for your work, relationships and growth.",
} as const;

/** Where a home-page figure comes from (departure 18): the site's own data, or this file. */
export type FigureSource = "computed" | "configured";

/** A figure the operator may compute or configure; `configured` is also the fallback. */
interface ChoosableFigure {
  source: FigureSource;
  /** Shown when the source is "configured", and while a computed value cannot be shown. */
  configured: string;
  /** The words under the configured value (a message of the home catalogue). */
  label: MessageKey;
  /** The words under the computed value, which says what was counted or measured. */
  computedLabel: MessageKey;
}

/**
 * The home page's (and about page's) four figures (departures 12 and 18, decision 040). The
 * operator chooses each one's source here; /admin/figures shows the configured value beside the
 * computed one and what the pages show now. How each is computed: app/statistics/figures.ts.
 *
 * - `people`: computed, the tests the site knows were taken (saved to an account or given to the
 *   statistics, each attempt once), shown rounded down ("1,200+") from 50.
 * - `languages`: always computed, from the languages the site serves, each with its complete
 *   tier-1 catalogue (issue 21).
 * - `rating`: configured only: the site collects no ratings.
 * - `accuracy`: computed, the measured reliability (the median Cronbach's alpha of the five
 *   dimensions) from the newest statistics snapshot of at least 200 real results.
 *
 * The shipped configuration keeps the product spec's figures but for the languages (departure
 * 18); an operator switches a figure to "computed" to show only what the site measured.
 */
export interface ClaimsConfig {
  people: ChoosableFigure;
  languages: { source: "computed"; label: MessageKey };
  rating: { source: "configured"; configured: string; label: MessageKey };
  accuracy: ChoosableFigure;
}

export const claims: ClaimsConfig = {
  people: {
    source: "configured",
    configured: "10M+",
    label: "home:claims.people",
    computedLabel: "home:claims.testsTaken",
  },
  languages: { source: "computed", label: "home:claims.languages" },
  rating: { source: "configured", configured: "4.8/5", label: "home:claims.rating" },
  accuracy: {
    source: "configured",
    configured: "96%",
    label: "home:claims.accuracy",
    computedLabel: "home:claims.reliability",
  },
};

/**
 * Support contact details shown on /contact and in the legal pages. No telephone number: there is
 * no line anyone answers, and a number from the 555 range is an invented one (issue 19).
 */
export const contact = {
  email: "support@typeatlas.com",
  /** A postal address: written as the post expects it, in no page's language. */
  address: ["TypeAtlas Inc.", "1120 NW Couch Street, Suite 400", "Portland, OR 97209"],
  responseTime: "contact:side.responseTimeValue",
  hours: "contact:side.hoursValue",
} as const satisfies {
  email: string;
  address: readonly string[];
  responseTime: MessageKey;
  hours: MessageKey;
};

export interface NavLink {
  to: string;
  /** The link's words, a message of the common catalogue (app/i18n/messages/en/common.json). */
  label: MessageKey;
}

/** Header links; the Dashboard link is added for signed-in users. */
export const headerLinks: readonly NavLink[] = [
  { to: "/", label: "common:nav.home" },
  { to: "/personality-types", label: "common:nav.types" },
  { to: "/blog", label: "common:nav.blog" },
  { to: "/about", label: "common:nav.about" },
  { to: "/contact", label: "common:nav.contact" },
  { to: "/pricing", label: "common:nav.pricing" },
];

export const dashboardLink: NavLink = { to: "/dashboard", label: "common:nav.dashboard" };

export const footerColumns: readonly { title: MessageKey; links: readonly NavLink[] }[] = [
  {
    title: "common:footer.quickLinks",
    links: [
      { to: "/", label: "common:nav.home" },
      { to: "/personality-types", label: "common:nav.allTypes" },
      { to: "/blog", label: "common:nav.blog" },
      { to: "/about", label: "common:nav.about" },
      { to: "/pricing", label: "common:nav.pricing" },
    ],
  },
  {
    title: "common:footer.resources",
    links: [
      { to: "/personality-test", label: "common:nav.takeTest" },
      { to: "/science", label: "common:nav.research" },
      { to: "/pricing", label: "common:nav.premiumReport" },
      // The Teams section of the pricing page (issue 23).
      { to: "/pricing#teams", label: "common:nav.teamAssessment" },
      { to: "/contact", label: "common:nav.helpCenter" },
      { to: "/contact", label: "common:nav.contactUs" },
    ],
  },
  {
    title: "common:footer.legal",
    links: [
      { to: "/legal/privacy-policy", label: "common:nav.privacy" },
      { to: "/legal/terms-of-service", label: "common:nav.terms" },
      { to: "/legal/cookie-policy", label: "common:nav.cookies" },
    ],
  },
];

/**
 * Home page testimonials (spec §2 "Home"). Like the claims above, an operator replaces these with
 * real, consented quotes from readers; each names the writer's first name and type. The quotes are
 * the readers' own words, kept as written; the section's heading and caption are in the home
 * catalogue.
 */
export const testimonials: readonly { quote: string; name: string; type: string }[] = [
  {
    quote:
      "My Nature score came out at 53% Feeling, and the result said plainly that it could flip. Reading both type pages explained why I argue like a Thinker and decide like a Feeler.",
    name: "Dana",
    type: "ENFJ-T",
  },
  {
    quote:
      "I read the Workplace Habits section with my manager. We changed how she hands me projects: the goal and the deadline up front, then room to work. Our one-to-ones got shorter and better.",
    name: "Marcus",
    type: "ISTP-A",
  },
  {
    quote:
      "My partner and I took the test on the same evening. Seeing his Tactics score next to mine ended a long argument about holiday planning, and we both laughed about it.",
    name: "Leila",
    type: "INFJ-A",
  },
];

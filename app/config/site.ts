/**
 * Site-wide facts shown on several pages. The marketing figures are the product spec's claims
 * (departures.md #12): an operator corrects them here, and every page follows.
 */
export const site = {
  name: "TypeAtlas",
  tagline: "Discover Yourself",
  description:
    "Take a free 60-statement personality assessment, get your type across five dimensions, and explore what it means for your work, relationships and growth.",
  /** The footer's line, with the current year (departures #17), which the root loader gives. */
  copyright: (year: number) => `© ${year} TypeAtlas. All rights reserved.`,
  footerPromise:
    "A scientifically-backed personality assessment that helps you understand how you think, decide and connect.",
} as const;

export const claims = {
  people: { value: "10M+", label: "People have taken the test" },
  languages: { value: "25+", label: "Languages available" },
  rating: { value: "4.8/5", label: "Average rating from 50,000+ reviews" },
  accuracy: { value: "96%", label: "Say their result describes them accurately" },
} as const;

/**
 * Support contact details shown on /contact and in the legal pages. No telephone number: there is
 * no line anyone answers, and a number from the 555 range is an invented one (issue 19).
 */
export const contact = {
  email: "support@typeatlas.com",
  address: ["TypeAtlas Inc.", "1120 NW Couch Street, Suite 400", "Portland, OR 97209"],
  responseTime: "Within 24 hours",
  hours: "Mon-Fri 8am-5pm Pacific",
} as const;

export interface NavLink {
  to: string;
  label: string;
}

/** Header links; the Dashboard link is added for signed-in users. */
export const headerLinks: readonly NavLink[] = [
  { to: "/", label: "Home" },
  { to: "/personality-types", label: "Types" },
  { to: "/blog", label: "Blog" },
  { to: "/about", label: "About Us" },
  { to: "/contact", label: "Contact" },
  { to: "/pricing", label: "Pricing" },
];

export const dashboardLink: NavLink = { to: "/dashboard", label: "Dashboard" };

export const footerColumns: readonly { title: string; links: readonly NavLink[] }[] = [
  {
    title: "Quick Links",
    links: [
      { to: "/", label: "Home" },
      { to: "/personality-types", label: "All Types" },
      { to: "/blog", label: "Blog" },
      { to: "/about", label: "About Us" },
      { to: "/pricing", label: "Pricing" },
    ],
  },
  {
    title: "Resources",
    links: [
      { to: "/personality-test", label: "Take Test" },
      { to: "/about", label: "Research" },
      { to: "/pricing", label: "Premium Report" },
      { to: "/pricing", label: "Team Assessment" },
      { to: "/contact", label: "Help Center" },
      { to: "/contact", label: "Contact Us" },
    ],
  },
  {
    title: "Legal",
    links: [
      { to: "/legal/privacy-policy", label: "Privacy Policy" },
      { to: "/legal/terms-of-service", label: "Terms of Service" },
      { to: "/legal/cookie-policy", label: "Cookie Policy" },
    ],
  },
];

/**
 * Home page testimonials (spec §2 "Home"). Like the claims above, an operator replaces these with
 * real, consented quotes from readers; each names the writer's first name and type.
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

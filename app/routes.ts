import { index, layout, prefix, route, type RouteConfig } from "@react-router/dev/routes";

// One entry per route of the product spec's table (§2), in its order.
export default [
  // Every page also lives under a language prefix (/es/..., decision 034); English is unprefixed.
  // Loaders read the language with `localeOf(params)`, which answers 404 for an unknown prefix.
  ...prefix(":lang?", [
    index("routes/home.tsx"),
    route("auth", "routes/auth.tsx"),
    route("auth/verify", "routes/auth.verify.tsx"),
    route("auth/forgot-password", "routes/auth.forgot-password.tsx"),
    route("auth/reset-password", "routes/auth.reset-password.tsx"),
    route("auth/two-factor", "routes/auth.two-factor.tsx"),
    route("auth/sign-out", "routes/auth.sign-out.ts"),
    route("personality-types", "routes/personality-types.tsx"),
    route("personality-types/:slug", "routes/personality-type.tsx"),
    route("personality-types/:typeSlug/:sectionSlug", "routes/personality-type-section.tsx"),
    route("personality-test", "routes/personality-test.tsx"),
    // The result as a PDF in the page's language, drawn on the server (decision 036).
    route("personality-test/results/pdf", "routes/result-pdf.ts"),
    route("test-results/:sessionId", "routes/test-results.tsx"),
    route("dashboard", "routes/dashboard.tsx"),
    // Published results (issue 20, decision 031)
    route("r/new", "routes/public-result.new.tsx"),
    route("r/:slug", "routes/public-result.tsx"),
    route("r/:slug/remove", "routes/public-result.remove.tsx"),
    // Comparing (issue 20): a public result with the visitor's own, and two public results
    route("r/:slug/compare", "routes/public-result.compare.tsx"),
    route("compare/:a/:b", "routes/compare.tsx"),
    // Teams (issue 23, decision 042): the list, invitations and the join link, a team's pages.
    route("teams", "routes/teams.tsx"),
    route("teams/join/:token", "routes/team.join.tsx"),
    route("teams/invitations/:token", "routes/team.invitation.tsx"),
    layout("routes/team.tsx", [
      route("teams/:teamId", "routes/team.overview.tsx"),
      route("teams/:teamId/compare", "routes/team.compare.tsx"),
      route("teams/:teamId/members", "routes/team.members.tsx"),
      route("teams/:teamId/plan", "routes/team.plan.tsx"),
      route("teams/:teamId/settings", "routes/team.settings.tsx"),
    ]),
    // A team's report as a PDF, for its owner and admins.
    route("teams/:teamId/report.pdf", "routes/team.report-pdf.ts"),
    // The account area (decision 019): a frame with its section nav, and a page per concern.
    layout("routes/account.tsx", [
      route("account", "routes/account.profile.tsx"),
      route("account/security", "routes/account.security.tsx"),
      route("account/data", "routes/account.data.tsx"),
    ]),
    route("account/data/download", "routes/account.data.download.ts"),
    route("blog", "routes/blog.tsx"),
    route("blog/:slug", "routes/blog-post.tsx"),
    route("about", "routes/about.tsx"),
    // How the test scores and how well it measures, with the live statistics (issue 22).
    route("science", "routes/science.tsx"),
    route("contact", "routes/contact.tsx"),
    route("pricing", "routes/pricing.tsx"),
    route("legal/:slug", "routes/legal.tsx"),
    route("billing/sandbox-checkout/:checkoutId", "routes/billing.sandbox-checkout.tsx"),
    route("billing/subscription", "routes/billing.subscription.tsx"),
    // Switching between the plans, priced before it is confirmed (decision 025).
    route("billing/change-plan", "routes/billing.change-plan.tsx"),
    route("billing/manage", "routes/billing.manage.ts"),
  ]),
  // The operators' area (issue 22, decision 038): English only, never under a language prefix,
  // the 404 page for everyone but a verified admin signed in with two-factor.
  layout("routes/admin.tsx", [
    // In the nav's order (app/routes/admin.tsx).
    route("admin", "routes/admin._index.tsx"),
    route("admin/inbox", "routes/admin.inbox.tsx"),
    route("admin/inbox/:messageId", "routes/admin.inbox.message.tsx"),
    route("admin/people", "routes/admin.people.tsx"),
    route("admin/people/:userId", "routes/admin.person.tsx"),
    route("admin/payments", "routes/admin.payments.tsx"),
    route("admin/payments/subscriptions/:subscriptionId", "routes/admin.subscription.tsx"),
    route("admin/statistics", "routes/admin.statistics.tsx"),
    route("admin/figures", "routes/admin.figures.tsx"),
    route("admin/audit", "routes/admin.audit.tsx"),
  ]),
  // Resource routes
  // The sandbox checkout's address before decision 020 (it never had a language): sent on.
  route("billing/test-checkout/:checkoutId", "routes/billing.test-checkout-moved.ts"),
  route("api/score", "routes/api.score.ts"),
  route("api/test-sessions", "routes/api.test-sessions.ts"),
  route("api/public-results", "routes/api.public-results.ts"),
  // Giving one's answers to the statistics and withdrawing them (issue 22, departure 20).
  route("api/statistics/contributions", "routes/api.statistics.contributions.ts"),
  route("api/billing/checkout", "routes/api.billing.checkout.ts"),
  route("api/billing/webhook", "routes/api.billing.webhook.ts"),
  // What a result is compared with: score histograms, measured SEMs, type counts (decision 041).
  route("api/statistics/norms", "routes/api.statistics.norms.ts"),
  // The footer's theme switch: sets the theme cookie (decision 026).
  route("theme", "routes/theme.ts"),
  // The language switcher's links (remember the choice, then the page in that language), and the
  // words of the suggestion drawn in the browser (decision 034).
  route("language", "routes/language.ts"),
  route("language/suggestion", "routes/language.suggestion.ts"),
  route("healthz", "routes/healthz.ts"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  // Preview images: Open Graph cards and the results screen's share card (decision 030)
  route("og/*", "routes/og.ts"),
  // A splat ranks below the pages' optional language prefix: "/og/blog/x.png" would be the blog
  // post "x.png" in a language "og". These shapes are named so they rank above it
  // (app/routes.test.ts checks every resource address reaches its route).
  route("og/blog/:slug", "routes/og.ts", { id: "og-blog" }),
  route("og/legal/:slug", "routes/og.ts", { id: "og-legal" }),
  route("og/compare/:a/:b", "routes/og.ts", { id: "og-compare" }),
  // The same images in another served language: "/ja/og/type/intj.png".
  route(":lang/og/*", "routes/og.ts", { id: "og-localized" }),
  // Mail kept locally while no SMTP server is configured
  route("dev/outbox", "routes/dev.outbox.tsx"),
  // Anything else
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;

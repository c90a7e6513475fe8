import { Outlet } from "react-router";
import { SectionNav } from "~/components/common/section-nav";
import { Container } from "~/components/common/page-hero";
import { requireAdmin } from "~/admin/guard.server";
import type { Route } from "./+types/admin";

/**
 * The operators' area's frame (issue 22, decision 038): its heading and section nav. Every page
 * under it also calls `requireAdmin` in its own loader and action (a child's loader runs even when
 * this one throws, and actions never pass through a layout's loader), so each answers the 404 page
 * to anyone but a verified admin signed in with two-factor. In English only, and never cached:
 * no Cache-Control is set, so the answer is `private, no-store`.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(request, context);
  return { admin: { email: admin.email } };
}

export const meta: Route.MetaFunction = () => [
  { title: "Operators · TypeAtlas" },
  { name: "robots", content: "noindex, nofollow" },
];

/** The area's sections, in the order the nav lists them. */
export const adminPages = [
  { to: "/admin", label: "Overview" },
  { to: "/admin/inbox", label: "Inbox" },
  { to: "/admin/people", label: "People" },
  { to: "/admin/payments", label: "Payments" },
  { to: "/admin/statistics", label: "Statistics" },
  { to: "/admin/figures", label: "Figures" },
  { to: "/admin/audit", label: "Audit log" },
] as const;

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <Container className="max-w-6xl py-10">
      <p className="text-sm text-muted-foreground">Signed in as {loaderData.admin.email}</p>
      <h1 className="mt-1 text-3xl font-bold tracking-tight">Operators</h1>
      <SectionNav
        label="Operators' area"
        pages={adminPages.map((page) => ({ ...page, end: page.to === "/admin" }))}
      />
      <div className="mt-8">
        <Outlet />
      </div>
    </Container>
  );
}

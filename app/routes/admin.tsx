import { Outlet } from "react-router";
import { SiteNavLink } from "~/components/common/site-link";
import { Container } from "~/components/common/page-hero";
import { requireAdmin } from "~/admin/guard.server";
import { cn } from "~/lib/utils";
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
      <nav aria-label="Operators' area" className="mt-6 border-b">
        <ul className="-mb-px flex flex-wrap gap-x-6 gap-y-1">
          {adminPages.map((page) => (
            <li key={page.to}>
              <SiteNavLink
                to={page.to}
                end={page.to === "/admin"}
                className={({ isActive }) =>
                  cn(
                    "inline-block border-b-2 py-2 text-sm font-medium transition-colors",
                    isActive
                      ? "border-primary text-foreground"
                      : "border-transparent text-muted-foreground hover:text-foreground",
                  )
                }
              >
                {page.label}
              </SiteNavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-8">
        <Outlet />
      </div>
    </Container>
  );
}

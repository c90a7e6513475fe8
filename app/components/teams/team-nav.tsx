import { SiteNavLink } from "~/components/common/site-link";
import type { TeamRole } from "~/db/schema";
import type { MessageKey } from "~/i18n/english";
import { useT } from "~/i18n/use-t";
import { cn } from "~/lib/utils";

/**
 * A team's pages (issue 23), in the order its section nav lists them. The plan and the settings
 * are for the team's admins and owner; everyone else gets the 404 page there, so the nav leaves
 * them out.
 */
export const teamPages = [
  { path: "", label: "teams:nav.overview", managers: false },
  { path: "/members", label: "teams:nav.members", managers: false },
  { path: "/plan", label: "teams:nav.plan", managers: true },
  { path: "/settings", label: "teams:nav.settings", managers: true },
] as const satisfies readonly { path: string; label: MessageKey; managers: boolean }[];

/** The address of one of a team's pages: `teamPath(id, "/members")`. */
export const teamPath = (teamId: string, path = "") => `/teams/${teamId}${path}`;

/** The section nav: a link per page the role may open, the current one marked `aria-current`. */
export function TeamNav({ teamId, role }: { teamId: string; role: TeamRole }) {
  const t = useT();
  const manager = role === "owner" || role === "admin";
  return (
    <nav aria-label={t("teams:nav.label")} className="mt-6 border-b">
      <ul className="-mb-px flex flex-wrap gap-x-6 gap-y-1">
        {teamPages
          .filter((page) => manager || !page.managers)
          .map((page) => (
            <li key={page.path}>
              <SiteNavLink
                to={teamPath(teamId, page.path)}
                end
                className={({ isActive }) =>
                  cn(
                    "inline-block border-b-2 py-2 text-sm font-medium transition-colors",
                    isActive
                      ? "border-primary text-foreground"
                      : "border-transparent text-muted-foreground hover:text-foreground",
                  )
                }
              >
                {t(page.label)}
              </SiteNavLink>
            </li>
          ))}
      </ul>
    </nav>
  );
}

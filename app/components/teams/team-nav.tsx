import { SectionNav } from "~/components/common/section-nav";
import type { TeamRole } from "~/db/schema";
import type { MessageKey } from "~/i18n/english";
import { useT } from "~/i18n/use-t";

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
    <SectionNav
      label={t("teams:nav.label")}
      pages={teamPages
        .filter((page) => manager || !page.managers)
        .map((page) => ({ to: teamPath(teamId, page.path), label: t(page.label) }))}
    />
  );
}

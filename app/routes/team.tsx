import { Outlet, useLoaderData, useRouteLoaderData } from "react-router";
import { SiteLink } from "~/components/common/site-link";
import { Container } from "~/components/common/page-hero";
import { TeamNav } from "~/components/teams/team-nav";
import { FormAlert } from "~/components/ui/form-alert";
import { localeOf, pageMessages } from "~/i18n/messages.server";
import { useT } from "~/i18n/use-t";
import type { loader as rootLoader } from "~/root";
import { requireTeamMember } from "~/teams/guard.server";
import type { Route } from "./+types/team";

/**
 * A team's frame (issue 23): its name, the viewer's role and the section nav. The site's 404 page
 * for anyone who is not a member (decision 042). Each page under it has its own loader and action,
 * which ask the same question again, since loaders run side by side. Nothing is cached: the
 * answer is `private, no-store`.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const locale = localeOf(params);
  const { team, role } = await requireTeamMember(request, context, params.teamId);
  return {
    team: { id: team.id, name: team.name, description: team.description },
    role,
    i18n: pageMessages(locale, ["teams", "teamView"]),
  };
}

export default function TeamLayout() {
  const t = useT();
  const { team, role } = useLoaderData<typeof loader>();
  // A change that succeeded redirects back with a toast, which needs JavaScript; without it, the
  // same words are shown at the top of the page.
  const toast = useRouteLoaderData<typeof rootLoader>("root")?.toast;
  return (
    <Container className="max-w-5xl py-12">
      <SiteLink to="/teams" className="text-sm font-medium text-primary hover:underline">
        {t("teams:layout.back")}
      </SiteLink>
      <h1 className="mt-4 text-3xl font-bold tracking-tight break-words">{team.name}</h1>
      <p className="mt-1 text-sm text-muted-foreground">{t(`teams:role.${role}`)}</p>
      <TeamNav teamId={team.id} role={role} />
      {toast ? (
        <noscript>
          <div className="mt-6">
            <FormAlert tone={toast.type === "error" ? "error" : "success"} title={toast.title}>
              {toast.description}
            </FormAlert>
          </div>
        </noscript>
      ) : null}
      <div className="mt-8 grid grid-cols-1 gap-8">
        <Outlet />
      </div>
    </Container>
  );
}

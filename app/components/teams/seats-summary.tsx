import { Armchair } from "lucide-react";
import { SiteLink } from "~/components/common/site-link";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { useT } from "~/i18n/use-t";
import { teamLimits } from "~/teams/team-limits";
import { teamPath } from "./team-nav";

/**
 * Seats taken of the team's capacity (issue 23, decision 042). A team over its seats after a
 * smaller plan keeps everyone, and is told that nobody can join until seats are added or members
 * leave; its admins get the way to the Plan page.
 */
export function SeatsSummary({
  teamId,
  manager,
  used,
  capacity,
  over,
}: {
  teamId: string;
  manager: boolean;
  used: number;
  capacity: number;
  over: number;
}) {
  const t = useT();
  const planLink = manager ? (
    <SiteLink
      to={teamPath(teamId, "/plan")}
      className="font-medium text-primary underline-offset-4 hover:underline"
    >
      {t("teams:members.seats.plan")}
    </SiteLink>
  ) : null;
  return (
    <Card>
      <CardHeader className="pb-3">
        <div className="flex items-center gap-3">
          <Armchair aria-hidden="true" className="size-5 text-primary" />
          <CardTitle as="h2">{t("teams:members.seats.title")}</CardTitle>
        </div>
      </CardHeader>
      <CardContent className="grid gap-2 text-sm">
        <p className="text-base font-semibold" data-testid="seats-used">
          {t("teams:members.seats.used", { used, capacity })}
        </p>
        {over > 0 ? (
          <p role="status" className="text-destructive">
            {t("teams:members.seats.over", { over })}
          </p>
        ) : used >= capacity ? (
          <p>{t("teams:members.seats.full")}</p>
        ) : null}
        {manager && capacity <= teamLimits.freeSeats ? (
          <p>{t("teams:members.seats.free", { seats: teamLimits.freeSeats })}</p>
        ) : null}
        {planLink && (over > 0 || used >= capacity || capacity <= teamLimits.freeSeats) ? (
          <p>{planLink}</p>
        ) : null}
      </CardContent>
    </Card>
  );
}

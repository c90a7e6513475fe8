import type { Route } from "./+types/team.report-pdf";
import { consume, limits, waitMessage } from "~/auth/rate-limit.server";
import { localeOf, serverTranslate } from "~/i18n/messages.server";
import { problem } from "~/lib/json-body.server";
import { teamReportFileName } from "~/lib/team-report";
import type { SharedResult } from "~/teams/composition";
import { canManage, requireTeamMember } from "~/teams/guard.server";
import { loadTeamView } from "~/teams/view.server";

/**
 * GET /<language>/teams/:teamId/report.pdf (issue 23, decision 042): the team's report as a PDF in
 * the page's language, for the team's owner and admins. Everyone else, members included, gets the
 * same 404 as an address with no team behind it, so the answer never says whether a team exists.
 * Private and never stored; each download is drawn anew from the results shared at that moment, so
 * a person and an address get a handful (`limits.teamReportsPerUser`, `limits.resultPdfsPerIp`),
 * counted before the drawing.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = localeOf(params);
  const access = await requireTeamMember(request, context, params.teamId).catch(
    (error: unknown) => {
      // A resource route cannot show the 404 page; its answer is the same for every refusal.
      if (isNotFound(error)) return null;
      throw error;
    },
  );
  if (!access || !canManage(access.role)) return noReport();

  const blocked = await consume(context.db, [
    limits.teamReportsPerUser(access.user.id),
    limits.resultPdfsPerIp(context.clientIp),
  ]);
  if (blocked)
    return problem(429, waitMessage(blocked, serverTranslate(locale)), {
      "Retry-After": String(blocked.retryAfterSeconds),
    });

  const date = new Date();
  const headers: Record<string, string> = {
    "Content-Type": "application/pdf",
    "Content-Disposition": `attachment; filename="${teamReportFileName(access.team.name, date)}"`,
    // Names and results of people who may stop sharing at any moment: kept by no cache at all.
    "Cache-Control": "private, no-store",
    "X-Content-Type-Options": "nosniff",
  };
  // A HEAD learns what a GET would get, without the drawing.
  if (request.method === "HEAD") return new Response(null, { headers });

  const view = await loadTeamView(context.db, access.team.id, date);
  const results: SharedResult[] = view.members.flatMap((member) =>
    member.shared
      ? [
          {
            memberId: member.userId,
            name: member.name,
            type: member.shared.type,
            dimensions: member.shared.dimensions,
          },
        ]
      : [],
  );
  // Loaded on first use: pdfkit and the fonts' code stay out of the server's start-up.
  const { buildTeamReportPdf } = await import("~/pdf/team-report-pdf.server");
  const pdf = await buildTeamReportPdf({
    locale,
    teamName: access.team.name,
    members: view.members.length,
    results,
    date,
  });
  return new Response(new Uint8Array(pdf), {
    headers: { ...headers, "Content-Length": String(pdf.length) },
  });
}

/** The PDF answers GET and HEAD only. */
export const action = () =>
  problem(405, "Download the team report with GET (the link on the team's page).", {
    Allow: "GET, HEAD",
  });

function noReport() {
  return problem(404, "No team report at this address.");
}

/** The guard's 404 (`data(null, { status: 404 })`), as it is thrown. */
function isNotFound(error: unknown): boolean {
  return (
    typeof error === "object" &&
    error !== null &&
    "init" in error &&
    (error as { init?: { status?: number } }).init?.status === 404
  );
}

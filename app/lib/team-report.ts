/**
 * The team report PDF's address and file name (app/routes/team.report-pdf.ts draws it, issue 23).
 * Browser-safe: a team's page links to it with `useLocalize`, so the PDF is in the page's language.
 */

export const teamReportPath = (teamId: string) => `/teams/${teamId}/report.pdf`;

/**
 * The download's file name: "typeatlas-team-platform-2026-11-27.pdf". ASCII letters and digits
 * only, from the team's name with its accents dropped; a name with none of them (a name in
 * Arabic or Japanese script) gives "typeatlas-team-report-<date>.pdf".
 */
export function teamReportFileName(teamName: string, date: Date): string {
  const slug = teamName
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40)
    .replace(/-+$/, "");
  return `typeatlas-team-${slug || "report"}-${date.toISOString().slice(0, 10)}.pdf`;
}

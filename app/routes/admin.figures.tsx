import { readOnlyAdminAction, requireAdmin } from "~/admin/guard.server";
import { Table, Td, Th } from "~/components/ui/table";
import { claims } from "~/config/site";
import {
  figureReports,
  formatFigure,
  type FigureId,
  type FigureReport,
  type FigureValue,
} from "~/statistics/figures";
import { countTestsTaken } from "~/statistics/figures.server";
import { servedLocales } from "~/i18n/locales";
import englishHome from "~/i18n/messages/en/home.json";
import type { Route } from "./+types/admin.figures";

/**
 * The home page's figures for operators (issue 22, departure 18, decision 040): for each, the
 * source chosen in app/config/site.ts, the configured value, the computed value (or why there is
 * none) and what the home and about pages show now. Read only: the source is chosen in the site's
 * configuration, not from the web. English only, like the rest of the area.
 */
/** Nothing here changes anything (app/admin/guard.server.ts). */
export const action = readOnlyAdminAction;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  // Counted now, not from the pages' ten-minute copy: the pages follow within that time.
  const [testsTaken, snapshot] = await Promise.all([
    countTestsTaken(context.db),
    context.latestStatistics(),
  ]);
  return {
    reports: figureReports(claims, { languages: servedLocales.length, testsTaken, snapshot }),
  };
}

export const meta: Route.MetaFunction = () => [
  { title: "Figures · Operators · TypeAtlas" },
  { name: "robots", content: "noindex, nofollow" },
];

const names: Record<FigureId, string> = {
  people: "Tests taken",
  languages: "Languages",
  rating: "Rating",
  accuracy: "Accuracy / reliability",
};

/** The English label a page shows under the figure (the home catalogue's words). */
function englishLabel(key: string): string {
  const [, name] = key.split(":");
  return (englishHome as Record<string, string>)[name ?? ""] ?? key;
}

const show = (value: FigureValue) => formatFigure(value, "en");

function sourceText(report: FigureReport): string {
  if (report.id === "languages") return "computed (always)";
  if (report.id === "rating") return "configured (no computed source)";
  return report.source;
}

export default function AdminFigures({ loaderData }: Route.ComponentProps) {
  return (
    <section aria-labelledby="figures-heading">
      <h2 id="figures-heading" className="text-xl font-semibold">
        Home page figures
      </h2>
      <p className="mt-2 max-w-3xl text-sm text-muted-foreground">
        Each figure&apos;s source is chosen in <code>app/config/site.ts</code> (<code>claims</code>
        ). A computed figure that cannot be shown yet falls back to its configured value. The home
        and about pages keep the count for up to ten minutes and the statistics for a minute, and
        are cached for a minute more.
      </p>
      <Table
        className="mt-6"
        caption="Source, configured value, computed value and what the pages show, per figure"
      >
        <thead>
          <tr>
            <Th scope="col">Figure</Th>
            <Th scope="col">Source</Th>
            <Th scope="col">Configured value</Th>
            <Th scope="col">Computed value</Th>
            <Th scope="col">Shown now</Th>
          </tr>
        </thead>
        <tbody>
          {loaderData.reports.map((report) => (
            <tr key={report.id}>
              <Th scope="row">{names[report.id]}</Th>
              <Td>{sourceText(report)}</Td>
              <Td>{report.configured ?? <span className="text-muted-foreground">none</span>}</Td>
              <Td>
                {report.computed.value ? (
                  <>
                    <span className="font-semibold">{show(report.computed.value)}</span>
                    <span className="block text-muted-foreground">{report.computed.detail}</span>
                  </>
                ) : (
                  <span className="text-muted-foreground">None: {report.computed.reason}</span>
                )}
              </Td>
              <Td>
                <span className="font-semibold">{show(report.shown.value)}</span>{" "}
                <span className="text-muted-foreground">
                  ({report.shownFrom}) “{englishLabel(report.shown.label)}”
                </span>
              </Td>
            </tr>
          ))}
        </tbody>
      </Table>
    </section>
  );
}

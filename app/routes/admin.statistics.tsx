import { getFormProps } from "@conform-to/react";
import { Form } from "react-router";
import { requireAdmin } from "~/admin/guard.server";
import { recordAdminAction } from "~/admin/audit.server";
import { Button } from "~/components/ui/button";
import { FormErrors } from "~/components/ui/form-field";
import { useSchemaForm } from "~/lib/forms";
import { wakeJobRunners } from "~/jobs/queue.server";
import { invalid, readSubmission } from "~/lib/forms.server";
import { redirectWithToast } from "~/lib/toast.server";
import { z } from "~/lib/zod";
import { statisticsThresholds } from "~/statistics/thresholds";
import { requestStatisticsRun } from "~/statistics/schedule.server";
import { readLatestSnapshot } from "~/statistics/snapshot.server";
import { statisticsPageData, type GroupRow } from "./admin.statistics.server";
import type { Route } from "./+types/admin.statistics";

/**
 * The statistics as last computed (issue 22, decision 039): N, when and how long, the scales'
 * reliability overall and per language, the statements with their flags, and the type and
 * identity counts. No figure is shown for a group smaller than 50; "Recompute now" asks for a run.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  // Straight from the database, not the pages' minute-old copy: an operator who just asked for a
  // run sees it as soon as it is stored.
  return statisticsPageData(context.db, await readLatestSnapshot(context.db));
}

export const recomputeSchema = z.object({ intent: z.literal("recompute") });

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(request, context);
  const submission = await readSubmission(request, recomputeSchema);
  if (submission.status !== "success") return invalid(submission);
  const outcome = await context.db.transaction(async (tx) => {
    await recordAdminAction(tx, admin, { action: "statistics.recompute" });
    return requestStatisticsRun(tx);
  });
  // The run was committed with the audit entry: this process's runner can look for it now.
  wakeJobRunners();
  return redirectWithToast("/admin/statistics", {
    type: "success",
    title:
      outcome === "already running"
        ? "A computation is already running"
        : "The statistics will be recomputed now",
    description: "Reload this page in a minute to see the new figures.",
  });
}

export const meta: Route.MetaFunction = () => [
  { title: "Statistics · Operators · TypeAtlas" },
  { name: "robots", content: "noindex, nofollow" },
];

const tooFew = `fewer than ${statisticsThresholds.minimumGroup} results`;
const number = (value: number | null, digits = 2) => (value === null ? "—" : value.toFixed(digits));
const dateTime = (iso: string) =>
  new Intl.DateTimeFormat("en-GB", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "UTC",
  }).format(new Date(iso)) + " UTC";

const tableClass = "w-full min-w-max border-collapse text-sm";
const cellClass = "border-b px-3 py-2 text-start align-top";
const numberClass = "border-b px-3 py-2 text-end tabular-nums align-top";

/** A table that scrolls sideways on a narrow screen instead of widening the page. */
function Scroll({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    // Focusable so a keyboard can scroll it (axe's scrollable-region-focusable).
    <div
      className="mt-3 overflow-x-auto rounded-md border focus-visible:outline-2 focus-visible:outline-ring"
      role="region"
      aria-label={label}
      tabIndex={0}
    >
      {children}
    </div>
  );
}

function DimensionTable({ groups }: { groups: GroupRow[] }) {
  return (
    <Scroll label="Scales by language">
      <table className={tableClass}>
        <caption className="sr-only">
          Each dimension&apos;s mean and standard deviation of the 0-100 score, Cronbach&apos;s
          alpha with its 95 % bootstrap interval, and the standard error of measurement, for
          everyone and for each language
        </caption>
        <thead>
          <tr>
            <th scope="col" className={cellClass}>
              Group
            </th>
            <th scope="col" className={cellClass}>
              Dimension
            </th>
            <th scope="col" className={numberClass}>
              N
            </th>
            <th scope="col" className={numberClass}>
              Mean
            </th>
            <th scope="col" className={numberClass}>
              SD
            </th>
            <th scope="col" className={numberClass}>
              Alpha (95 % interval)
            </th>
            <th scope="col" className={numberClass}>
              SEM
            </th>
          </tr>
        </thead>
        <tbody>
          {groups.map((group) =>
            group.dimensions === null ? (
              <tr key={group.label}>
                <th scope="row" className={cellClass}>
                  {group.label}
                </th>
                <td className={cellClass} colSpan={6}>
                  {tooFew}
                </td>
              </tr>
            ) : (
              group.dimensions.map((row, i) => (
                <tr key={`${group.label}-${row.dimension}`}>
                  {i === 0 ? (
                    <th scope="row" rowSpan={group.dimensions!.length} className={cellClass}>
                      {group.label}
                    </th>
                  ) : null}
                  <td className={cellClass}>{row.dimension}</td>
                  <td className={numberClass}>{group.n}</td>
                  <td className={numberClass}>{number(row.mean, 1)}</td>
                  <td className={numberClass}>{number(row.sd, 1)}</td>
                  <td className={numberClass}>
                    {number(row.alpha)}
                    {row.interval
                      ? ` (${number(row.interval[0])}–${number(row.interval[1])})`
                      : null}
                  </td>
                  <td className={numberClass}>{number(row.sem, 1)}</td>
                </tr>
              ))
            ),
          )}
        </tbody>
      </table>
    </Scroll>
  );
}

export default function AdminStatistics({ loaderData, actionData }: Route.ComponentProps) {
  const { snapshot, schedule, groups, items, languageFlags, types, identities } = loaderData;
  const [form] = useSchemaForm({ id: "recompute", schema: recomputeSchema, answer: actionData });
  return (
    <div className="space-y-10">
      <section aria-labelledby="statistics-heading">
        <h2 id="statistics-heading" className="text-2xl font-semibold">
          Statistics
        </h2>
        {snapshot ? (
          <dl className="mt-4 grid grid-cols-[max-content_1fr] gap-x-6 gap-y-1 text-sm">
            <dt className="text-muted-foreground">Results counted</dt>
            <dd>{snapshot.n}</dd>
            <dt className="text-muted-foreground">Computed</dt>
            <dd>{dateTime(snapshot.computedAt)}</dd>
            <dt className="text-muted-foreground">Took</dt>
            <dd>{(snapshot.durationMs / 1000).toFixed(1)} s</dd>
            <dt className="text-muted-foreground">Bootstrap resamples</dt>
            <dd>{snapshot.resamples}</dd>
            <dt className="text-muted-foreground">Next run</dt>
            <dd>
              {schedule.running
                ? "running now"
                : schedule.nextRunAt
                  ? dateTime(schedule.nextRunAt)
                  : "none scheduled"}
            </dd>
          </dl>
        ) : (
          <p className="mt-4">
            Nothing has been computed yet.{" "}
            {schedule.running
              ? "A computation is running now."
              : schedule.nextRunAt
                ? `The first run is due at ${dateTime(schedule.nextRunAt)}.`
                : null}
          </p>
        )}
        {snapshot?.synthetic ? (
          <p role="note" className="mt-4 rounded-md border border-amber-500/60 p-3 text-sm">
            These figures include synthetic results made by <code>npm run stats:simulate</code>, not
            real people&apos;s answers.
          </p>
        ) : null}
        <Form method="post" className="mt-4" {...getFormProps(form)}>
          <input type="hidden" name="intent" value="recompute" />
          <FormErrors form={form} />
          <Button type="submit">Recompute now</Button>
        </Form>
      </section>

      {snapshot ? (
        <>
          <section aria-labelledby="scales-heading">
            <h2 id="scales-heading" className="text-xl font-semibold">
              Scales
            </h2>
            <DimensionTable groups={groups} />
            {languageFlags.length > 0 ? (
              <>
                <h3 className="mt-6 font-semibold">
                  Languages whose alpha differs from English by more than 0.1
                </h3>
                <ul className="mt-2 list-disc ps-6 text-sm">
                  {languageFlags.map((flag) => (
                    <li key={`${flag.locale}-${flag.dimension}`}>
                      {flag.locale}, {flag.dimension}: {number(flag.alpha)} against English&apos;s{" "}
                      {number(flag.englishAlpha)}
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </section>

          <section aria-labelledby="statements-heading">
            <h2 id="statements-heading" className="text-xl font-semibold">
              Statements
            </h2>
            {items ? (
              <Scroll label="Statements">
                <table className={tableClass}>
                  <caption className="sr-only">
                    Each statement&apos;s mean and standard deviation of the raw answer 1-7, its
                    corrected item-total correlation, and its flags, for everyone
                  </caption>
                  <thead>
                    <tr>
                      <th scope="col" className={numberClass}>
                        Id
                      </th>
                      <th scope="col" className={cellClass}>
                        Statement
                      </th>
                      <th scope="col" className={cellClass}>
                        Dimension
                      </th>
                      <th scope="col" className={cellClass}>
                        Reversed
                      </th>
                      <th scope="col" className={numberClass}>
                        Mean
                      </th>
                      <th scope="col" className={numberClass}>
                        SD
                      </th>
                      <th scope="col" className={numberClass}>
                        Item-total
                      </th>
                      <th scope="col" className={cellClass}>
                        Flags
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {items.map((item) => (
                      <tr key={item.id}>
                        <td className={numberClass}>{item.id}</td>
                        <th scope="row" className={`${cellClass} max-w-md font-normal`}>
                          {item.text}
                        </th>
                        <td className={cellClass}>{item.dimension}</td>
                        <td className={cellClass}>{item.reversed ? "yes" : "no"}</td>
                        <td className={numberClass}>{number(item.mean)}</td>
                        <td className={numberClass}>{number(item.sd)}</td>
                        <td className={numberClass}>{number(item.itemTotal)}</td>
                        <td className={`${cellClass} font-medium`}>{item.flags.join("; ")}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </Scroll>
            ) : (
              <p className="mt-3">{`Not shown: ${tooFew}.`}</p>
            )}
          </section>

          <section aria-labelledby="types-heading">
            <h2 id="types-heading" className="text-xl font-semibold">
              Types and identities
            </h2>
            {types && identities ? (
              <Scroll label="Types and identities">
                <table className={tableClass}>
                  <caption className="sr-only">
                    How many results came out as each type and each identity
                  </caption>
                  <thead>
                    <tr>
                      <th scope="col" className={cellClass}>
                        Type or identity
                      </th>
                      <th scope="col" className={numberClass}>
                        Results
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {[
                      ...types,
                      { code: "Assertive (A)", count: identities.A },
                      { code: "Turbulent (T)", count: identities.T },
                    ].map((row) => (
                      <tr key={row.code}>
                        <th scope="row" className={`${cellClass} font-normal`}>
                          {row.code}
                        </th>
                        <td className={numberClass}>{row.count ?? tooFew}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </Scroll>
            ) : (
              <p className="mt-3">{`Not shown: ${tooFew}.`}</p>
            )}
          </section>
        </>
      ) : null}
    </div>
  );
}

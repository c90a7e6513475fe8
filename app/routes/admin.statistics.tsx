import { getFormProps } from "@conform-to/react";
import { Form } from "react-router";
import { formatCount, formatLanguage, formatWhen } from "~/admin/format";
import { requireAdmin } from "~/admin/guard.server";
import { recordAdminAction } from "~/admin/audit.server";
import { Button } from "~/components/ui/button";
import { FormErrors } from "~/components/ui/form-field";
import { Table, Td, Th } from "~/components/ui/table";
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

function DimensionTable({ groups }: { groups: GroupRow[] }) {
  return (
    <Table
      label="Scales by language"
      className="mt-3"
      tableClassName="min-w-max"
      captionHidden
      caption={
        <>
          Each dimension&apos;s mean and standard deviation of the 0-100 score, Cronbach&apos;s
          alpha with its 95 % bootstrap interval, and the standard error of measurement, for
          everyone and for each language
        </>
      }
    >
      <thead>
        <tr>
          <Th scope="col">Group</Th>
          <Th scope="col">Dimension</Th>
          <Th scope="col" numeric>
            N
          </Th>
          <Th scope="col" numeric>
            Mean
          </Th>
          <Th scope="col" numeric>
            SD
          </Th>
          <Th scope="col" numeric>
            Alpha (95 % interval)
          </Th>
          <Th scope="col" numeric>
            SEM
          </Th>
        </tr>
      </thead>
      <tbody>
        {groups.map((group) =>
          group.dimensions === null ? (
            <tr key={group.label}>
              <Th scope="row">{group.label}</Th>
              <Td colSpan={6}>{tooFew}</Td>
            </tr>
          ) : (
            group.dimensions.map((row, i) => (
              <tr key={`${group.label}-${row.dimension}`}>
                {i === 0 ? (
                  <Th scope="row" rowSpan={group.dimensions!.length}>
                    {group.label}
                  </Th>
                ) : null}
                <Td>{row.dimension}</Td>
                <Td numeric>{formatCount(group.n)}</Td>
                <Td numeric>{number(row.mean, 1)}</Td>
                <Td numeric>{number(row.sd, 1)}</Td>
                <Td numeric>
                  {number(row.alpha)}
                  {row.interval ? ` (${number(row.interval[0])}–${number(row.interval[1])})` : null}
                </Td>
                <Td numeric>{number(row.sem, 1)}</Td>
              </tr>
            ))
          ),
        )}
      </tbody>
    </Table>
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
            <dd>{formatCount(snapshot.n)}</dd>
            <dt className="text-muted-foreground">Computed</dt>
            <dd>{formatWhen(snapshot.computedAt)}</dd>
            <dt className="text-muted-foreground">Took</dt>
            <dd>{(snapshot.durationMs / 1000).toFixed(1)} s</dd>
            <dt className="text-muted-foreground">Bootstrap resamples</dt>
            <dd>{snapshot.resamples}</dd>
            <dt className="text-muted-foreground">Next run</dt>
            <dd>
              {schedule.running
                ? "running now"
                : schedule.nextRunAt
                  ? formatWhen(schedule.nextRunAt)
                  : "none scheduled"}
            </dd>
          </dl>
        ) : (
          <p className="mt-4">
            Nothing has been computed yet.{" "}
            {schedule.running
              ? "A computation is running now."
              : schedule.nextRunAt
                ? `The first run is due at ${formatWhen(schedule.nextRunAt)}.`
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
                      {formatLanguage(flag.locale)}, {flag.dimension}: {number(flag.alpha)} against
                      English&apos;s {number(flag.englishAlpha)}
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
              <Table
                label="Statements"
                className="mt-3"
                tableClassName="min-w-max"
                captionHidden
                caption={
                  <>
                    Each statement&apos;s mean and standard deviation of the raw answer 1-7, its
                    corrected item-total correlation, and its flags, for everyone
                  </>
                }
              >
                <thead>
                  <tr>
                    <Th scope="col" numeric>
                      Id
                    </Th>
                    <Th scope="col">Statement</Th>
                    <Th scope="col">Dimension</Th>
                    <Th scope="col">Reversed</Th>
                    <Th scope="col" numeric>
                      Mean
                    </Th>
                    <Th scope="col" numeric>
                      SD
                    </Th>
                    <Th scope="col" numeric>
                      Item-total
                    </Th>
                    <Th scope="col">Flags</Th>
                  </tr>
                </thead>
                <tbody>
                  {items.map((item) => (
                    <tr key={item.id}>
                      <Td numeric>{item.id}</Td>
                      <Th scope="row" className="max-w-md font-normal">
                        {item.text}
                      </Th>
                      <Td>{item.dimension}</Td>
                      <Td>{item.reversed ? "yes" : "no"}</Td>
                      <Td numeric>{number(item.mean)}</Td>
                      <Td numeric>{number(item.sd)}</Td>
                      <Td numeric>{number(item.itemTotal)}</Td>
                      <Td className="font-medium">{item.flags.join("; ")}</Td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            ) : (
              <p className="mt-3">{`Not shown: ${tooFew}.`}</p>
            )}
          </section>

          <section aria-labelledby="types-heading">
            <h2 id="types-heading" className="text-xl font-semibold">
              Types and identities
            </h2>
            {types && identities ? (
              <Table
                label="Types and identities"
                className="mt-3"
                tableClassName="min-w-max"
                captionHidden
                caption="How many results came out as each type and each identity"
              >
                <thead>
                  <tr>
                    <Th scope="col">Type or identity</Th>
                    <Th scope="col" numeric>
                      Results
                    </Th>
                  </tr>
                </thead>
                <tbody>
                  {[
                    ...types,
                    { code: "Assertive (A)", count: identities.A },
                    { code: "Turbulent (T)", count: identities.T },
                  ].map((row) => (
                    <tr key={row.code}>
                      <Th scope="row" className="font-normal">
                        {row.code}
                      </Th>
                      <Td numeric>{row.count ?? tooFew}</Td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            ) : (
              <p className="mt-3">{`Not shown: ${tooFew}.`}</p>
            )}
          </section>
        </>
      ) : null}
    </div>
  );
}

import { useId, type ReactNode } from "react";
import { SiteLink } from "~/components/common/site-link";
import type { Dimension } from "~/assessment/questions";
import type { MessageKey } from "~/i18n/english";
import { useT } from "~/i18n/use-t";
import type { DimensionFigures, ScienceFigures } from "~/statistics/science";

/**
 * The live figures on /science (issue 22), in the page's language: how many results there are
 * until the figures are published, then the dimensions, types, identities and languages as tables.
 * What may be shown was decided by the loader (app/statistics/science.ts); this only formats it.
 */

const dimensionKey = (dimension: Dimension) => `science:dimension.${dimension}` as MessageKey;

function useFormats(locale: string) {
  const fixed = (digits: number) =>
    new Intl.NumberFormat(locale, {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
  const one = fixed(1);
  const two = fixed(2);
  const whole = new Intl.NumberFormat(locale);
  const percent = new Intl.NumberFormat(locale, {
    style: "percent",
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  return {
    one: (value: number) => one.format(value),
    two: (value: number) => two.format(value),
    whole: (value: number) => whole.format(value),
    percent: (value: number) => percent.format(value),
  };
}

/**
 * A table that scrolls sideways on a narrow screen, reachable by keyboard. Its title stands above
 * the scrolling region (a caption would scroll away with a wide table) and names both the region
 * and, as the caption screen readers announce, the table.
 */
function FigureTable({ caption, children }: { caption: string; children: ReactNode }) {
  const id = useId();
  return (
    <div className="mt-8">
      <h3 id={id} className="text-base font-semibold">
        {caption}
      </h3>
      <div
        className="mt-2 overflow-x-auto rounded-lg border focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        role="region"
        aria-labelledby={id}
        tabIndex={0}
      >
        <table className="w-full text-sm tabular-nums [&_td]:px-3 [&_td]:py-2 [&_td]:text-end [&_td]:whitespace-nowrap [&_th]:px-3 [&_th]:py-2 [&_th]:text-start [&_thead_th]:align-bottom [&_tbody_th]:font-medium [&_tr]:border-b [&_tbody_tr:last-child]:border-0">
          <caption className="sr-only">{caption}</caption>
          {children}
        </table>
      </div>
    </div>
  );
}

function DimensionsTable({ rows, minimum }: { rows: DimensionFigures[]; minimum: number }) {
  const t = useT();
  const f = useFormats(t.locale);
  const headers = [
    "science:dimensions.people",
    "science:dimensions.mean",
    "science:dimensions.sd",
    "science:dimensions.alpha",
    "science:dimensions.interval",
    "science:dimensions.sem",
  ] as const satisfies readonly MessageKey[];
  const none = t("science:dimensions.none");
  return (
    <FigureTable caption={t("science:dimensions.caption")}>
      <thead>
        <tr>
          <th scope="col">{t("science:dimensions.dimension")}</th>
          {headers.map((key) => (
            <th key={key} scope="col" className="text-end!">
              {t(key)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.dimension}>
            <th scope="row">{t(dimensionKey(row.dimension))}</th>
            {row.shown ? (
              <>
                <td>{f.whole(row.n)}</td>
                <td>{f.one(row.mean)}</td>
                <td>{f.one(row.sd)}</td>
                <td>{row.alpha === null ? none : f.two(row.alpha)}</td>
                <td>
                  {row.alphaInterval
                    ? t("science:dimensions.range", {
                        low: f.two(row.alphaInterval[0]),
                        high: f.two(row.alphaInterval[1]),
                      })
                    : none}
                </td>
                <td>{row.sem === null ? none : f.one(row.sem)}</td>
              </>
            ) : (
              <td colSpan={headers.length} className="text-start! text-muted-foreground">
                {t("science:dimensions.hidden", { minimum })}
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </FigureTable>
  );
}

function Published({ figures }: { figures: Extract<ScienceFigures, { state: "published" }> }) {
  const t = useT();
  const f = useFormats(t.locale);
  const names = new Intl.DisplayNames([t.locale], { type: "language" });
  const dimensionOrder: Dimension[] = ["mind", "energy", "nature", "tactics", "identity"];
  return (
    <>
      {figures.synthetic ? (
        <p
          role="note"
          className="mt-6 rounded-lg border border-notice-border bg-notice px-4 py-3 text-sm font-medium text-notice-foreground"
        >
          {t("science:figures.synthetic")}
        </p>
      ) : null}
      <p className="mt-6 text-muted-foreground">
        {t("science:figures.basis", { computed: new Date(figures.computedAt), count: figures.n })}
      </p>
      <p className="mt-2 text-muted-foreground">
        {t("science:figures.smallGroups", { minimum: figures.minimumGroup })}
      </p>

      <DimensionsTable rows={figures.dimensions} minimum={figures.minimumGroup} />

      <FigureTable caption={t("science:types.caption")}>
        <thead>
          <tr>
            <th scope="col">{t("science:types.type")}</th>
            <th scope="col" className="text-end!">
              {t("science:types.share")}
            </th>
          </tr>
        </thead>
        <tbody>
          {figures.types.map((row) => (
            <tr key={row.code}>
              <th scope="row" translate="no" className="font-mono">
                {row.code}
              </th>
              <td>{f.percent(row.share)}</td>
            </tr>
          ))}
        </tbody>
      </FigureTable>

      <FigureTable caption={t("science:identities.caption")}>
        <thead>
          <tr>
            <th scope="col">{t("science:identities.identity")}</th>
            <th scope="col" className="text-end!">
              {t("science:types.share")}
            </th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">{t("science:pole.assertive")} (-A)</th>
            <td>{f.percent(figures.identities.A)}</td>
          </tr>
          <tr>
            <th scope="row">{t("science:pole.turbulent")} (-T)</th>
            <td>{f.percent(figures.identities.T)}</td>
          </tr>
        </tbody>
      </FigureTable>

      {figures.languages.length > 0 ? (
        <FigureTable caption={t("science:languages.caption")}>
          <thead>
            <tr>
              <th scope="col">{t("science:languages.language")}</th>
              <th scope="col" className="text-end!">
                {t("science:dimensions.people")}
              </th>
              {dimensionOrder.map((dimension) => (
                <th key={dimension} scope="col" className="text-end!">
                  {t(dimensionKey(dimension))}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {figures.languages.map((row) => (
              <tr key={row.locale}>
                <th scope="row">{names.of(row.locale) ?? row.locale}</th>
                <td>{f.whole(row.n)}</td>
                {dimensionOrder.map((dimension) => {
                  const alpha = row.alphas[dimension];
                  return (
                    <td key={dimension}>
                      {alpha === null ? (
                        <>
                          <span aria-hidden="true">–</span>
                          <span className="sr-only">
                            {t("science:dimensions.hidden", { minimum: figures.minimumGroup })}
                          </span>
                        </>
                      ) : (
                        f.two(alpha)
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </FigureTable>
      ) : (
        <p className="mt-8 text-muted-foreground">
          {t("science:languages.empty", { minimum: figures.minimumGroup })}
        </p>
      )}
    </>
  );
}

export function ScienceFiguresSection({ figures }: { figures: ScienceFigures }) {
  const t = useT();
  return (
    <section aria-labelledby="figures-heading" className="mt-12 border-t pt-10">
      <h2 id="figures-heading" className="text-2xl font-bold tracking-tight">
        {t("science:figures.heading")}
      </h2>
      {figures.state === "collecting" ? (
        <>
          <p className="mt-4">
            {t("science:figures.collecting", { count: figures.n, threshold: figures.threshold })}
          </p>
          <p className="mt-2">
            {t.rich<ReactNode>(
              "science:figures.addYours",
              {},
              {
                link: (children) => (
                  <SiteLink
                    key="link"
                    to="/personality-test"
                    className="font-medium text-primary underline underline-offset-4 hover:no-underline"
                  >
                    {children}
                  </SiteLink>
                ),
              },
            )}
          </p>
        </>
      ) : (
        <Published figures={figures} />
      )}
    </section>
  );
}

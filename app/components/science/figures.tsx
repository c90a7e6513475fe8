import type { ReactNode } from "react";
import { SiteLink } from "~/components/common/site-link";
import { Table, Td, Th } from "~/components/ui/table";
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
 * A table under its own title. The title stands above the scrolling region (a caption would scroll
 * away with a wide table); the same words are the table's hidden caption, which names both the
 * table, as screen readers announce it, and its region. Cells keep their words on one line and
 * the table scrolls instead: squeezed, a Japanese header broke after every character.
 */
function FigureTable({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <div className="mt-8">
      <h3 className="text-base font-semibold">{caption}</h3>
      <Table caption={caption} captionHidden className="mt-2" tableClassName="min-w-max">
        {children}
      </Table>
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
          <Th scope="col">{t("science:dimensions.dimension")}</Th>
          {headers.map((key) => (
            <Th key={key} scope="col" numeric>
              {t(key)}
            </Th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.dimension}>
            <Th scope="row">{t(dimensionKey(row.dimension))}</Th>
            {row.shown ? (
              <>
                <Td numeric>{f.whole(row.n)}</Td>
                <Td numeric>{f.one(row.mean)}</Td>
                <Td numeric>{f.one(row.sd)}</Td>
                <Td numeric>{row.alpha === null ? none : f.two(row.alpha)}</Td>
                <Td numeric>
                  {row.alphaInterval
                    ? t("science:dimensions.range", {
                        low: f.two(row.alphaInterval[0]),
                        high: f.two(row.alphaInterval[1]),
                      })
                    : none}
                </Td>
                <Td numeric>{row.sem === null ? none : f.one(row.sem)}</Td>
              </>
            ) : (
              <Td colSpan={headers.length} className="whitespace-nowrap text-muted-foreground">
                {t("science:dimensions.hidden", { minimum })}
              </Td>
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
            <Th scope="col">{t("science:types.type")}</Th>
            <Th scope="col" numeric>
              {t("science:types.share")}
            </Th>
          </tr>
        </thead>
        <tbody>
          {figures.types.map((row) => (
            <tr key={row.code}>
              <Th scope="row" translate="no" className="font-mono">
                {row.code}
              </Th>
              <Td numeric>{f.percent(row.share)}</Td>
            </tr>
          ))}
        </tbody>
      </FigureTable>

      <FigureTable caption={t("science:identities.caption")}>
        <thead>
          <tr>
            <Th scope="col">{t("science:identities.identity")}</Th>
            <Th scope="col" numeric>
              {t("science:types.share")}
            </Th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <Th scope="row">{t("science:pole.assertive")} (-A)</Th>
            <Td numeric>{f.percent(figures.identities.A)}</Td>
          </tr>
          <tr>
            <Th scope="row">{t("science:pole.turbulent")} (-T)</Th>
            <Td numeric>{f.percent(figures.identities.T)}</Td>
          </tr>
        </tbody>
      </FigureTable>

      {figures.languages.length > 0 ? (
        <FigureTable caption={t("science:languages.caption")}>
          <thead>
            <tr>
              <Th scope="col">{t("science:languages.language")}</Th>
              <Th scope="col" numeric>
                {t("science:dimensions.people")}
              </Th>
              {dimensionOrder.map((dimension) => (
                <Th key={dimension} scope="col" numeric>
                  {t(dimensionKey(dimension))}
                </Th>
              ))}
            </tr>
          </thead>
          <tbody>
            {figures.languages.map((row) => (
              <tr key={row.locale}>
                <Th scope="row">{names.of(row.locale) ?? row.locale}</Th>
                <Td numeric>{f.whole(row.n)}</Td>
                {dimensionOrder.map((dimension) => {
                  const alpha = row.alphas[dimension];
                  return (
                    <Td key={dimension} numeric>
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
                    </Td>
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

import {
  useId,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type SyntheticEvent,
} from "react";
import { dimensions, type Dimension } from "~/assessment/questions";
import { poles, readDimension } from "~/assessment/scoring";
import { dimensionKey, poleKey } from "~/components/results/labels";
import { Table, Td, Th } from "~/components/ui/table";
import { SiteLink } from "~/components/common/site-link";
import { useT } from "~/i18n/use-t";
import { cn } from "~/lib/utils";
import type { DimensionSpread, TeamComposition } from "~/teams/composition";
import { spreadWord, stackDots, stripGeometry, type StripDot } from "~/teams/strips";
import type { OverviewMember } from "./overview-data";

/** One decimal, as the spread lines show a mean and a standard deviation. */
const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** "70% Introverted" by dimension and score. */
type Readings = (dimension: Dimension, score: number) => string;

/**
 * The reading of every score the team holds, worked out once per page: a team of 500 has 2,500
 * positions but at most 101 different scores on each dimension.
 */
function useReadings(composition: TeamComposition): Readings {
  const t = useT();
  return useMemo(() => {
    const table = new Map<string, string>();
    for (const spread of composition.dimensions)
      for (const { score } of spread.positions) {
        const key = `${spread.dimension}${score}`;
        if (table.has(key)) continue;
        const { strength, pole } = readDimension(spread.dimension, score);
        table.set(
          key,
          t("teamView:overview.strips.reading", {
            share: strength / 100,
            pole: t(poleKey(pole)),
          }),
        );
      }
    return (dimension, score) => table.get(`${dimension}${score}`) ?? "";
  }, [composition, t]);
}

/** Inline styles with custom properties (`--x`), which React sets as they are. */
type CustomProperties = CSSProperties & Record<`--${string}`, string | number>;

/** The rows' spacing, which places each dot's row. */
const stepStyle = (rowStep: number): CustomProperties => ({ "--step": `${rowStep}px` });

/** A dot's place: its score along the strip and, above the first, its row. */
const dotStyle = ({ score, row }: StripDot): CustomProperties =>
  row ? { "--x": `${score}%`, "--r": row } : { "--x": `${score}%` };

/**
 * The dots' look, set once on their box rather than on each of up to 500 dots: a circle in the
 * primary colour, the reader's own a diamond in the text colour (shape as well as colour, as the
 * comparison marks are), raised and outlined when focused.
 */
const dotsClass =
  "absolute inset-0 [&>span]:absolute [&>span]:[inset-inline-start:var(--x)] [&>span]:bottom-[calc(var(--r,0)*var(--step))] [&>span]:size-3 [&>span]:-translate-x-1/2 rtl:[&>span]:translate-x-1/2 [&>span]:rounded-full [&>span]:bg-primary [&>span]:ring-2 [&>span]:ring-card [&>span]:outline-offset-2 [&>span:hover]:z-10 [&>span:focus-visible]:z-10 [&>span:focus-visible]:outline-2 [&>span:focus-visible]:outline-ring [&>[data-you]]:rotate-45 [&>[data-you]]:rounded-none [&>[data-you]]:bg-foreground";

/** How the positions are shown: as strips (the default) or as one table (`?positions=table`). */
export type PositionsView = "strips" | "table";

/**
 * Each dimension as a strip of the members' positions (issue 23): a dot per shared result at its
 * score, stacked where dots would overlap, the middle marked and the poles named as on the result
 * bars, and the team's range, mean and spread in words under it. "Show as a table" (a link, so it
 * works without JavaScript, and the strips' 2,500 dots and a 500-row table are never both on one
 * page) shows every position in one table instead, with the same words.
 */
export function DimensionStrips({
  composition,
  members,
  viewerId,
  view,
  viewHref,
}: {
  composition: TeamComposition;
  members: readonly OverviewMember[];
  viewerId: string;
  view: PositionsView;
  /** The address of this page with the other view. */
  viewHref: string;
}) {
  const t = useT();
  const introId = useId();
  const readings = useReadings(composition);
  const viewerShares = members.some((member) => member.id === viewerId && member.shared);
  return (
    <section
      aria-labelledby="strips-heading"
      className="grid scroll-mt-6 grid-cols-1 gap-6"
      id="positions"
    >
      <div>
        <h3 id="strips-heading" className="text-xl font-bold">
          {t("teamView:overview.strips.title")}
        </h3>
        <p id={introId} className="mt-2 max-w-3xl text-pretty text-sm text-muted-foreground">
          {view === "strips"
            ? t("teamView:overview.strips.intro")
            : t("teamView:overview.strips.tableIntro")}
          {view === "strips" && viewerShares ? ` ${t("teamView:overview.strips.you")}` : null}
        </p>
        <SiteLink
          to={viewHref}
          preventScrollReset
          className="mt-3 inline-block font-medium text-primary underline underline-offset-4"
        >
          {view === "strips"
            ? t("teamView:overview.strips.showTable")
            : t("teamView:overview.strips.showStrips")}
        </SiteLink>
      </div>
      {view === "strips" ? (
        <ul className="grid gap-6">
          {composition.dimensions.map((spread) => (
            <DimensionStrip
              key={spread.dimension}
              spread={spread}
              viewerId={viewerId}
              describedBy={introId}
              reading={readings}
            />
          ))}
        </ul>
      ) : (
        <>
          <PositionsTable composition={composition} members={members} reading={readings} />
          <ul className="grid gap-4 sm:grid-cols-2">
            {composition.dimensions.map((spread) => (
              <li key={spread.dimension} className="rounded-lg border bg-card p-4">
                <h4 className="font-semibold">{t(dimensionKey(spread.dimension))}</h4>
                <SpreadLines spread={spread} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function DimensionStrip({
  spread,
  viewerId,
  describedBy,
  reading,
}: {
  spread: DimensionSpread;
  viewerId: string;
  describedBy: string;
  reading: Readings;
}) {
  const t = useT();
  const { dimension } = spread;
  const [first, second] = poles[dimension];
  const firstPole = t(poleKey(first.pole));
  const secondPole = t(poleKey(second.pole));
  const layout = useMemo(() => stackDots(spread.positions), [spread.positions]);
  const { rowStep, height } = stripGeometry(layout.rows);
  // One tab stop per strip (the dot last moved to); the arrow keys move along it.
  const [current, setCurrent] = useState(0);
  // The dot whose name shows: the one hovered, else the one focused; none after Escape.
  const [hovered, setHovered] = useState<number | null>(null);
  const [focused, setFocused] = useState<number | null>(null);
  const [dismissed, setDismissed] = useState(false);
  const shown = dismissed ? null : (hovered ?? focused);
  const dotsRef = useRef<HTMLDivElement>(null);

  const label = (dot: StripDot) =>
    t("teamView:overview.strips.dot", { name: dot.name, reading: reading(dimension, dot.score) });

  /** The dot an event is about: its place among the box's dots (their order is the layout's). */
  const indexOf = (event: SyntheticEvent) => {
    const box = dotsRef.current;
    const target = event.target as Element;
    if (!box || target.parentElement !== box) return null;
    return Array.prototype.indexOf.call(box.children, target) as number;
  };
  const moveTo = (index: number) => {
    const next = Math.max(0, Math.min(layout.dots.length - 1, index));
    setCurrent(next);
    const dot = dotsRef.current?.children[next] as HTMLElement | undefined;
    if (!dot) return;
    // Focusable before it is focused; the next render makes it the strip's tab stop.
    dot.tabIndex = 0;
    dot.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const index = indexOf(event);
    if (index === null) return;
    if (event.key === "Escape") {
      setDismissed(true);
      return;
    }
    // The strip runs from the start of the line: on a right-to-left page the right arrow goes
    // toward the first pole.
    const rtl = getComputedStyle(event.currentTarget).direction === "rtl";
    const moves: Record<string, number> = {
      [rtl ? "ArrowLeft" : "ArrowRight"]: index + 1,
      [rtl ? "ArrowRight" : "ArrowLeft"]: index - 1,
      ArrowUp: index + 1,
      ArrowDown: index - 1,
      Home: 0,
      End: layout.dots.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    setDismissed(false);
    moveTo(target);
  };

  const active = shown === null ? undefined : layout.dots[shown];
  return (
    <li className="rounded-lg border bg-card p-4 sm:p-6" data-dimension={dimension}>
      <h4 className="font-semibold">{t(dimensionKey(dimension))}</h4>
      <div className="relative mx-2 mt-10" style={{ height: height + 8 }}>
        <div aria-hidden="true" className="absolute inset-x-0 bottom-1 h-1 rounded-full bg-input" />
        <div
          aria-hidden="true"
          className="absolute inset-y-0 left-1/2 w-0.5 -translate-x-1/2 bg-foreground/40"
        />
        <div
          ref={dotsRef}
          role="group"
          aria-label={t("teamView:overview.strips.label", {
            dimension: t(dimensionKey(dimension)),
            count: spread.positions.length,
          })}
          aria-describedby={describedBy}
          className={dotsClass}
          style={stepStyle(rowStep)}
          onKeyDown={onKeyDown}
          onFocus={(event) => {
            const index = indexOf(event);
            if (index === null) return;
            setCurrent(index);
            setFocused(index);
            setDismissed(false);
          }}
          onBlur={() => setFocused(null)}
          onMouseOver={(event) => {
            const index = indexOf(event);
            if (index === null) return;
            setHovered(index);
            setDismissed(false);
          }}
          onMouseLeave={() => setHovered(null)}
        >
          {layout.dots.map((dot, index) => (
            <span
              key={dot.memberId}
              role="img"
              // One tab stop: the others take focus through the arrow keys (`moveTo`).
              tabIndex={index === current ? 0 : undefined}
              aria-label={label(dot)}
              data-you={dot.memberId === viewerId ? "" : undefined}
              // Custom properties, short for each of 2,500 dots: the score and the row.
              style={dotStyle(dot)}
            />
          ))}
        </div>
        {active ? (
          <span
            aria-hidden="true"
            className={cn(
              "pointer-events-none absolute z-20 w-max max-w-48 rounded-md bg-foreground px-2 py-1 text-xs font-medium text-background shadow-md break-words sm:max-w-64",
              // Kept inside the strip near its ends.
              active.score < 20
                ? ""
                : active.score > 80
                  ? "-translate-x-full rtl:translate-x-full"
                  : "-translate-x-1/2 rtl:translate-x-1/2",
            )}
            style={{ insetInlineStart: `${active.score}%`, bottom: active.row * rowStep + 20 }}
          >
            {label(active)}
          </span>
        ) : null}
      </div>
      <div className="mt-2 flex justify-between text-xs text-muted-foreground" aria-hidden="true">
        <span>{firstPole}</span>
        <span>{secondPole}</span>
      </div>
      <SpreadLines spread={spread} />
    </li>
  );
}

/** Which way the team leans on one dimension, its range and mean, and its spread in words. */
function SpreadLines({ spread }: { spread: DimensionSpread }) {
  const t = useT();
  const [first, second] = poles[spread.dimension];
  const firstPole = t(poleKey(first.pole));
  const secondPole = t(poleKey(second.pole));
  const word = spreadWord(spread.sd, spread.positions.length);
  return (
    <div className="mt-3 grid gap-1 text-sm">
      <p>
        {t("teamView:overview.strips.lean", {
          first: spread.atOrBelow,
          second: spread.above,
          firstPole,
          secondPole,
        })}
      </p>
      <p className="text-muted-foreground">
        {t("teamView:overview.strips.range", {
          min: spread.min,
          max: spread.max,
          mean: oneDecimal(spread.mean),
          firstPole,
          secondPole,
        })}{" "}
        {t("teamView:overview.strips.spread", { word, sd: oneDecimal(spread.sd) })}
      </p>
    </div>
  );
}

/** Every position in one table: members by name, a column per dimension, the mean and SD below. */
function PositionsTable({
  composition,
  members,
  reading,
}: {
  composition: TeamComposition;
  members: readonly OverviewMember[];
  reading: Readings;
}) {
  const t = useT();
  const decimals = useMemo(
    () => new Intl.NumberFormat(t.locale, { maximumFractionDigits: 1 }),
    [t.locale],
  );
  const rows = useMemo(() => {
    const collator = new Intl.Collator(t.locale);
    return members
      .filter((member) => member.shared)
      .sort((a, b) => collator.compare(a.name, b.name) || (a.id < b.id ? -1 : 1));
  }, [members, t.locale]);
  const cell = (dimension: Dimension, score: number) =>
    t("teamView:overview.strips.table.cell", { score, reading: reading(dimension, score) });
  return (
    <Table caption={t("teamView:overview.strips.table.caption")} tableClassName="min-w-max">
      <thead>
        <tr>
          <Th scope="col">{t("teamView:overview.strips.table.member")}</Th>
          {dimensions.map((dimension) => (
            <Th key={dimension} scope="col">
              {t(dimensionKey(dimension))}
            </Th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((member) => (
          <tr key={member.id}>
            <Th scope="row">{member.name}</Th>
            {dimensions.map((dimension) => (
              <Td key={dimension}>{cell(dimension, member.shared!.scores[dimension])}</Td>
            ))}
          </tr>
        ))}
      </tbody>
      <tfoot className="border-t-2">
        <tr>
          <Th scope="row">{t("teamView:overview.strips.table.mean")}</Th>
          {composition.dimensions.map((spread) => (
            <Td key={spread.dimension} numeric>
              {decimals.format(spread.mean)}
            </Td>
          ))}
        </tr>
        <tr>
          <Th scope="row">{t("teamView:overview.strips.table.sd")}</Th>
          {composition.dimensions.map((spread) => (
            <Td key={spread.dimension} numeric>
              {decimals.format(spread.sd)}
            </Td>
          ))}
        </tr>
      </tfoot>
    </Table>
  );
}

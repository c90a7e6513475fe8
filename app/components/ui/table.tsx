import { useId, type ComponentProps, type ReactNode } from "react";
import { cn } from "~/lib/utils";

/**
 * The site's data tables, one way: a labelled region that scrolls a wide table sideways on a
 * narrow screen instead of widening the page, a caption, and header and data cells with the same
 * padding, alignment and row borders everywhere. Callers write plain `thead`, `tbody` and `tr`;
 * the rows' borders and the header's tint are set here, the cells' look by `Th` and `Td`. Text
 * aligns to the start or the end of the line, never left or right, so right-to-left pages mirror.
 */

type TableProps = {
  /** The table's caption, which names the table for screen readers. */
  caption: ReactNode;
  /** Keeps the caption for screen readers only, when a heading or the page already says it. */
  captionHidden?: boolean;
  /** Adjusts a visible caption's look (size, colour). */
  captionClassName?: string;
  /**
   * The scrolling region's name, when it should not be the caption's text (a short name for a
   * long caption). Without it the caption names the region too.
   */
  label?: string;
  /** On the table's box: its margins. */
  className?: string;
  /** On the table itself, e.g. `min-w-max` to keep every cell on one line and scroll instead. */
  tableClassName?: string;
  children: ReactNode;
};

/**
 * The region is focusable and named because it scrolls: a keyboard user can only scroll what can
 * take focus (arrow keys once it has it), and a screen reader announces the region by its name.
 * axe's `scrollable-region-focusable` rule fails a scrolling element that cannot.
 */
export function Table({
  caption,
  captionHidden = false,
  captionClassName,
  label,
  className,
  tableClassName,
  children,
}: TableProps) {
  const captionId = useId();
  const scrolling = (
    <div
      className="overflow-x-auto focus-visible:outline-2 focus-visible:outline-ring"
      role="region"
      aria-label={label}
      aria-labelledby={label === undefined ? captionId : undefined}
      tabIndex={0}
    >
      <table
        aria-labelledby={captionHidden ? undefined : captionId}
        className={cn(
          "w-full text-sm [&_thead]:bg-muted/50 [&_tr]:border-b [&_tbody_tr:last-child]:border-0",
          tableClassName,
        )}
      >
        {captionHidden ? (
          <caption id={captionId} className="sr-only">
            {caption}
          </caption>
        ) : null}
        {children}
      </table>
    </div>
  );
  // A visible caption stays above the part that scrolls, so a narrow screen shows all of it; it
  // names the table as a <caption> would.
  return (
    <div className={cn("rounded-md border", className)}>
      {captionHidden ? null : (
        <div id={captionId} className={cn("px-3 py-2 font-semibold", captionClassName)}>
          {caption}
        </div>
      )}
      {scrolling}
    </div>
  );
}

const cellClass = "px-3 py-2";
const numericClass = "text-end tabular-nums";

// The cells' classes without a caller's own, worked out once: a table of hundreds of rows (a team
// of 500) would otherwise merge the same strings for every cell.
const plainClasses = {
  col: cn(cellClass, "text-start", "align-bottom font-semibold"),
  row: cn(cellClass, "text-start", "align-top font-medium"),
  colNumeric: cn(cellClass, numericClass, "align-bottom font-semibold"),
  rowNumeric: cn(cellClass, numericClass, "align-top font-medium"),
  td: cn(cellClass, "align-top", "text-start"),
  tdNumeric: cn(cellClass, "align-top", `${numericClass} whitespace-nowrap`),
};

/**
 * A header cell: `scope` says which cells it heads. A column's header sits at the bottom of the
 * header row, a row's at the top of its row; `numeric` aligns it with the figures below it.
 */
export function Th({
  scope,
  numeric = false,
  className,
  ...props
}: ComponentProps<"th"> & { scope: "col" | "row"; numeric?: boolean }) {
  return (
    <th
      scope={scope}
      className={
        className
          ? cn(
              cellClass,
              numeric ? numericClass : "text-start",
              scope === "col" ? "align-bottom font-semibold" : "align-top font-medium",
              className,
            )
          : plainClasses[`${scope}${numeric ? "Numeric" : ""}`]
      }
      {...props}
    />
  );
}

/** A data cell; `numeric` puts a figure at the end of the cell, in digits of equal width. */
export function Td({
  numeric = false,
  className,
  ...props
}: ComponentProps<"td"> & { numeric?: boolean }) {
  return (
    <td
      className={
        className
          ? cn(
              cellClass,
              "align-top",
              numeric ? `${numericClass} whitespace-nowrap` : "text-start",
              className,
            )
          : numeric
            ? plainClasses.tdNumeric
            : plainClasses.td
      }
      {...props}
    />
  );
}

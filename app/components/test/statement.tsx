import { memo, useRef, type KeyboardEvent } from "react";
import { scale, type Question, type ScalePoint } from "~/assessment/questions";
import type { Translate } from "~/i18n/translate";
import { useT } from "~/i18n/use-t";
import { cn } from "~/lib/utils";
import { scaleEnds, scaleWords } from "./scale-words";

// Larger circles at the ends; margins keep every circle centred in the row of the largest. In the
// middle width (a phone held upright) the circles are a size smaller so seven fit side by side.
const sizes = [
  "size-11 @2xs:size-9 @lg:size-11",
  "size-9 my-1 @2xs:size-8 @2xs:my-0.5 @lg:size-9 @lg:my-1",
  "size-8 my-1.5 @2xs:size-7 @2xs:my-1 @lg:size-8 @lg:my-1.5",
  "size-7 my-2 @2xs:size-6 @2xs:my-1.5 @lg:size-7 @lg:my-2",
  "size-8 my-1.5 @2xs:size-7 @2xs:my-1 @lg:size-8 @lg:my-1.5",
  "size-9 my-1 @2xs:size-8 @2xs:my-0.5 @lg:size-9 @lg:my-1",
  "size-11 @2xs:size-9 @lg:size-11",
];
const tones = [
  "border-disagree peer-checked:bg-disagree",
  "border-disagree peer-checked:bg-disagree",
  "border-disagree peer-checked:bg-disagree",
  "border-muted-foreground peer-checked:bg-muted-foreground",
  "border-primary peer-checked:bg-primary",
  "border-primary peer-checked:bg-primary",
  "border-primary peer-checked:bg-primary",
];

/** What a screen reader says for a choice: "1, Never, Strongly Disagree", "4, Neutral". */
function choiceLabel(t: Translate, value: ScalePoint): string {
  const word = t(scaleWords[value]);
  if (value !== 1 && value !== 7) return t("test:scale.choice", { value, word });
  const end = t(value === 1 ? scaleEnds.low : scaleEnds.high);
  return t("test:scale.choiceAtEnd", { value, word, end });
}

/**
 * One statement as a native radio group: Tab reaches the group, arrow keys choose, and a screen
 * reader announces the statement (the legend) with each choice. Memoised so answering one
 * statement re-renders only that statement.
 */
export const Statement = memo(function Statement({
  question,
  text,
  number,
  value,
  onAnswer,
}: {
  question: Question;
  /** The statement in the page's language. */
  text: string;
  /** Position in the whole test, 1 to 60. */
  number: number;
  value: number | undefined;
  /** `advance` is true when the choice was made by pointer or confirmed with Enter. */
  onAnswer: (id: number, value: number, advance: boolean) => void;
}) {
  // Arrow keys move through the choices (and select each on the way), and Space picks one: only a
  // click, a tap or Enter means "this is my answer, move on".
  const viaKey = useRef(false);
  const t = useT();

  function handleKeyDown(event: KeyboardEvent<HTMLFieldSetElement>) {
    viaKey.current = event.key !== "Enter";
    if (event.key === "Enter" && value !== undefined) {
      event.preventDefault();
      onAnswer(question.id, value, true);
    }
  }

  const name = `q${question.id}`;
  return (
    <fieldset
      id={`statement-${question.id}`}
      data-statement={question.id}
      data-answered={value !== undefined}
      onKeyDown={handleKeyDown}
      onPointerDown={() => (viaKey.current = false)}
      className={cn(
        // Brought into view below the header and the sticky progress (test-runner.tsx), which on
        // a short screen on its side scrolls away and leaves only the header.
        "scroll-mt-48 rounded-lg border p-4 transition-colors sm:p-6 [@media(max-height:30rem)]:scroll-mt-20",
        value === undefined ? "bg-background" : "bg-muted/60",
      )}
    >
      <legend className="float-start mb-5 w-full text-center text-base font-medium sm:text-lg">
        {t.rich(
          "test:statement.legend",
          { number, text },
          {
            number: (children) => (
              <span key="number" className="sr-only">
                {children}
              </span>
            ),
          },
        )}
      </legend>
      {/* Three layouts by the width the statement has (WCAG 1.4.10 Reflow):
          - under 18rem (a 320 px screen, or 400 % zoom): one choice per line, the ends named;
          - from 18rem (phones held upright): seven in a row, the words on two staggered lines so
            that neighbours never run together;
          - from 32rem: seven in a row with every word on one line. */}
      <div className="clear-both @container">
        <div className="flex flex-col gap-1 @2xs:flex-row @2xs:items-start @2xs:justify-between @2xs:gap-1 @lg:gap-2">
          {scale.map((point, index) => (
            <label
              key={point}
              className="group grid min-h-11 cursor-pointer grid-cols-[2.75rem_1.5rem_auto_1fr] items-center gap-x-2 rounded-md @2xs:flex @2xs:min-w-0 @2xs:flex-1 @2xs:flex-col @2xs:items-center @2xs:gap-1"
            >
              <input
                type="radio"
                name={name}
                value={point}
                checked={value === point}
                onChange={() => onAnswer(question.id, point, !viaKey.current)}
                aria-label={choiceLabel(t, point)}
                className="peer sr-only"
              />
              <span
                aria-hidden="true"
                className={cn(
                  "block shrink-0 justify-self-center rounded-full border-2 transition-colors group-hover:opacity-80 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring",
                  sizes[index],
                  tones[index],
                )}
              />
              <span
                aria-hidden="true"
                className="text-end text-sm font-semibold text-muted-foreground peer-checked:text-foreground @2xs:text-center @2xs:text-xs"
              >
                {point}
              </span>
              <span
                aria-hidden="true"
                className={cn(
                  "text-sm whitespace-nowrap text-muted-foreground peer-checked:font-semibold peer-checked:text-foreground @2xs:text-xs",
                  // Every other word one line lower, until the row is wide enough for all seven.
                  index % 2 === 1 && "@2xs:mt-4 @lg:mt-0",
                )}
              >
                {t(scaleWords[point])}
              </span>
              {point === 1 || point === 7 ? (
                <span
                  aria-hidden="true"
                  className={cn(
                    "justify-self-end text-end text-xs font-medium @2xs:hidden",
                    point === 1 ? "text-disagree-foreground" : "text-primary",
                  )}
                >
                  {t(point === 1 ? scaleEnds.low : scaleEnds.high)}
                </span>
              ) : null}
            </label>
          ))}
        </div>
        <div
          aria-hidden="true"
          className="mt-3 hidden justify-between text-xs font-medium @2xs:flex"
        >
          <span className="text-disagree-foreground">{t(scaleEnds.low)}</span>
          <span className="text-primary">{t(scaleEnds.high)}</span>
        </div>
      </div>
    </fieldset>
  );
});

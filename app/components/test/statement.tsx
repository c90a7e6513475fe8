import { memo, useRef, type KeyboardEvent } from "react";
import { scale, scaleEnds, type Question } from "~/assessment/questions";
import { cn } from "~/lib/utils";

// Larger circles at the ends; margins keep every circle centred in the same 2.75rem row.
const sizes = [
  "size-11",
  "size-9 my-1",
  "size-8 my-1.5",
  "size-7 my-2",
  "size-8 my-1.5",
  "size-9 my-1",
  "size-11",
];
const tones = [
  "border-[#b4436c] peer-checked:bg-[#b4436c]",
  "border-[#b4436c] peer-checked:bg-[#b4436c]",
  "border-[#b4436c] peer-checked:bg-[#b4436c]",
  "border-muted-foreground peer-checked:bg-muted-foreground",
  "border-primary peer-checked:bg-primary",
  "border-primary peer-checked:bg-primary",
  "border-primary peer-checked:bg-primary",
];

function choiceLabel(value: number, word: string): string {
  const end = value === 1 ? `, ${scaleEnds.low}` : value === 7 ? `, ${scaleEnds.high}` : "";
  return `${value}, ${word}${end}`;
}

/**
 * One statement as a native radio group: Tab reaches the group, arrow keys choose, and a screen
 * reader announces the statement (the legend) with each choice. Memoised so answering one
 * statement re-renders only that statement.
 */
export const Statement = memo(function Statement({
  question,
  number,
  value,
  onAnswer,
}: {
  question: Question;
  /** Position in the whole test, 1 to 60. */
  number: number;
  value: number | undefined;
  /** `advance` is true when the choice was made by pointer or confirmed with Enter. */
  onAnswer: (id: number, value: number, advance: boolean) => void;
}) {
  // Arrow keys move through the choices (and select each on the way), and Space picks one: only a
  // click, a tap or Enter means "this is my answer, move on".
  const viaKey = useRef(false);

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
        "scroll-mt-28 rounded-lg border p-5 transition-colors sm:p-6",
        value === undefined ? "bg-background" : "bg-muted/60",
      )}
    >
      <legend className="float-left mb-5 w-full text-center text-base font-medium sm:text-lg">
        <span className="sr-only">Statement {number}: </span>
        {question.text}
      </legend>
      <div className="clear-both flex items-start justify-between gap-1 sm:gap-2">
        {scale.map((point, index) => (
          <label
            key={point.value}
            className="group flex min-w-0 flex-1 cursor-pointer flex-col items-center gap-1.5"
          >
            <input
              type="radio"
              name={name}
              value={point.value}
              checked={value === point.value}
              onChange={() => onAnswer(question.id, point.value, !viaKey.current)}
              aria-label={choiceLabel(point.value, point.word)}
              className="peer sr-only"
            />
            <span
              aria-hidden="true"
              className={cn(
                "block shrink-0 rounded-full border-2 transition-colors group-hover:opacity-80 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring",
                sizes[index],
                tones[index],
              )}
            />
            <span
              aria-hidden="true"
              className="text-center text-[10px] leading-tight tracking-tight text-muted-foreground peer-checked:font-semibold peer-checked:text-foreground sm:text-xs sm:tracking-normal"
            >
              <span className="block font-semibold">{point.value}</span>
              {point.word}
            </span>
          </label>
        ))}
      </div>
      <div aria-hidden="true" className="mt-3 flex justify-between text-xs font-medium">
        <span className="text-[#9b3259]">{scaleEnds.low}</span>
        <span className="text-primary">{scaleEnds.high}</span>
      </div>
    </fieldset>
  );
});

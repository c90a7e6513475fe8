import { Loader2 } from "lucide-react";
import { capitalise, codeOf, pairOf, pronoun, type ComparedResult } from "~/assessment/compare";
import type { PairText } from "~/assessment/comparisons/pair-texts";
import { typeNames } from "~/assessment/type-names";

/** The pair text, while it loads in the browser, or when it could not be loaded. */
export type PairTextState = PairText | "loading" | "unavailable";

/**
 * What the two types tend to share, where they part and how they can meet
 * (app/assessment/comparisons). Two results of the same four letters share a type: there is no
 * pair text for a type with itself, and the page says so instead.
 */
export function PairTextSection({
  a,
  b,
  text,
}: {
  a: ComparedResult;
  b: ComparedResult;
  text: PairTextState;
}) {
  const codeA = codeOf(a);
  const codeB = codeOf(b);
  if (codeA === codeB) {
    const they = pronoun(a, b).subject;
    return (
      <section aria-labelledby="pair-heading" className="mt-12">
        <h2 id="pair-heading" className="text-2xl font-bold">
          The same type
        </h2>
        <p className="mt-3 text-pretty text-muted-foreground">
          {capitalise(pairOf(a, b))} are both {codeA}, {typeNames[codeA]}, so {they} share a type.
          The readings above show where the scores behind those four letters still sit apart.
        </p>
      </section>
    );
  }
  return (
    <section aria-labelledby="pair-heading" className="mt-12">
      <h2 id="pair-heading" className="text-2xl font-bold">
        {codeA} and {codeB} as types
      </h2>
      <p className="mt-2 text-pretty text-muted-foreground">
        How these two types tend to meet, whoever holds them. The readings above are about these two
        results.
      </p>
      {text === "loading" ? (
        <p role="status" className="mt-6 flex items-center gap-3 text-muted-foreground">
          <Loader2 className="size-5 animate-spin" aria-hidden="true" />
          Loading what these two types share...
        </p>
      ) : text === "unavailable" ? (
        <p role="alert" className="mt-6 text-muted-foreground">
          This part of the page could not be loaded. Reload the page to try again.
        </p>
      ) : (
        <div className="mt-6 grid gap-6 md:grid-cols-3">
          <PairPart title="Shared ground">{text.shared}</PairPart>
          <PairPart title="Where the types differ">{text.different}</PairPart>
          <PairPart title="Meeting in the middle">{text.together}</PairPart>
        </div>
      )}
    </section>
  );
}

function PairPart({ title, children }: { title: string; children: string }) {
  return (
    <div>
      <h3 className="text-lg font-semibold">{title}</h3>
      <p className="mt-2 text-pretty leading-relaxed">{children}</p>
    </div>
  );
}

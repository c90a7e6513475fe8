import { ArrowLeft, ArrowRight, CheckCircle2, Home } from "lucide-react";
import { useCallback, useEffect, useRef } from "react";
import { Link } from "react-router";
import { dimensionNames, dimensions, questions } from "~/assessment/questions";
import { Button } from "~/components/ui/button";
import { Progress } from "~/components/ui/progress";
import { testConstants } from "~/config/test";
import { Statement } from "./statement";
import { testStore, type TestState } from "./test-store";

const perPage = testConstants.questionsPerPage;
const pageCount = testConstants.pageCount;
const idsByDimension = dimensions.map((dimension) => ({
  dimension,
  ids: questions.filter((q) => q.dimension === dimension).map((q) => q.id),
}));

function prefersReducedMotion(): boolean {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/** Moves focus (and the view) to the first unanswered statement after `afterId` on this page. */
function focusNextUnanswered(pageIds: number[], answers: TestState["answers"], afterId: number) {
  const start = pageIds.indexOf(afterId) + 1;
  const nextId = [...pageIds.slice(start), ...pageIds.slice(0, start)].find(
    (id) => id !== afterId && answers[id] === undefined,
  );
  const behavior = prefersReducedMotion() ? "auto" : "smooth";
  if (nextId === undefined) {
    const next = document.querySelector<HTMLElement>("[data-next-button]");
    next?.focus({ preventScroll: true });
    next?.scrollIntoView({ behavior, block: "center" });
    return;
  }
  const group = document.getElementById(`statement-${nextId}`);
  group?.querySelector<HTMLInputElement>("input[type=radio]")?.focus({ preventScroll: true });
  group?.scrollIntoView({ behavior, block: "center" });
}

export function TestRunner({ state, onComplete }: { state: TestState; onComplete: () => void }) {
  const { answers, page } = state;
  const pageQuestions = questions.slice(page * perPage, page * perPage + perPage);
  const answeredCount = Object.keys(answers).length;
  const pageComplete = pageQuestions.every((q) => answers[q.id] !== undefined);
  const lastPage = page === pageCount - 1;
  const percent = Math.round((answeredCount / testConstants.questionCount) * 100);

  const headingRef = useRef<HTMLHeadingElement>(null);
  const previousPage = useRef(page);
  useEffect(() => {
    // After Next or Previous, start the new page at its top, with focus on its heading.
    if (previousPage.current === page) return;
    previousPage.current = page;
    window.scrollTo({ top: 0 });
    headingRef.current?.focus();
  }, [page]);

  // Stable across renders, so memoised statements do not re-render when another one changes.
  const handleAnswer = useCallback((id: number, value: number, advance: boolean) => {
    testStore.update((current) => ({ ...current, answers: { ...current.answers, [id]: value } }));
    if (advance) {
      const { answers: latest, page: current } = testStore.get();
      const ids = questions.slice(current * perPage, current * perPage + perPage).map((q) => q.id);
      requestAnimationFrame(() => focusNextUnanswered(ids, latest, id));
    }
  }, []);

  function goTo(nextPage: number) {
    testStore.update((current) => ({ ...current, page: nextPage }));
  }

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <div className="flex items-center justify-between gap-4">
        <Button asChild variant="ghost" size="sm">
          <Link to="/">
            <Home aria-hidden="true" />
            Back to Home
          </Link>
        </Button>
        <p className="text-sm text-muted-foreground">
          {answeredCount} of {testConstants.questionCount} answered
        </p>
      </div>

      <div className="sticky top-16 z-10 -mx-4 mt-4 border-b bg-background/95 px-4 py-4 backdrop-blur sm:-mx-6 sm:px-6">
        <div className="flex items-baseline justify-between gap-4">
          <h1
            ref={headingRef}
            tabIndex={-1}
            className="text-xl font-bold tracking-tight focus:outline-none"
          >
            Page {page + 1} of {pageCount}
          </h1>
          <span className="text-sm font-semibold text-primary">{percent}% complete</span>
        </div>
        <Progress
          value={percent}
          className="mt-3"
          aria-label={`Test progress: ${percent}% complete`}
        />
        <ul
          className="mt-3 grid grid-cols-5 gap-2 text-center text-xs"
          aria-label="Answers per dimension"
        >
          {idsByDimension.map(({ dimension, ids }) => {
            const done = ids.filter((id) => answers[id] !== undefined).length;
            return (
              <li key={dimension} className="rounded-md bg-muted px-1 py-1.5">
                <span className="block font-medium">{dimensionNames[dimension]}</span>
                <span className="text-muted-foreground">
                  {done}/{ids.length}
                </span>
              </li>
            );
          })}
        </ul>
      </div>

      <p className="mt-6 text-sm text-muted-foreground">
        How well does each statement describe you? Answer as you usually are. With a keyboard, use
        Tab to reach a statement, the arrow keys to choose, and Enter to move on.
      </p>

      <div className="mt-6 flex flex-col gap-5">
        {pageQuestions.map((question, index) => (
          <Statement
            key={question.id}
            question={question}
            number={page * perPage + index + 1}
            value={answers[question.id]}
            onAnswer={handleAnswer}
          />
        ))}
      </div>

      <div className="mt-8 flex items-center justify-between gap-4">
        <Button variant="outline" disabled={page === 0} onClick={() => goTo(page - 1)}>
          <ArrowLeft aria-hidden="true" />
          Previous
        </Button>
        {!pageComplete ? (
          <p className="hidden text-sm text-muted-foreground sm:block" aria-live="polite">
            Answer all {perPage} statements to continue.
          </p>
        ) : null}
        <Button
          data-next-button
          disabled={!pageComplete}
          onClick={() => (lastPage ? onComplete() : goTo(page + 1))}
        >
          {lastPage ? (
            <>
              Complete Test
              <CheckCircle2 aria-hidden="true" />
            </>
          ) : (
            <>
              Next
              <ArrowRight aria-hidden="true" />
            </>
          )}
        </Button>
      </div>
    </div>
  );
}

import { ArrowLeft, ArrowRight, CheckCircle2, Home } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { SiteLink } from "~/components/common/site-link";
import { dimensions, questions, questionsOnPage, type Dimension } from "~/assessment/questions";
import { Button } from "~/components/ui/button";
import { Progress } from "~/components/ui/progress";
import { testConstants } from "~/config/test";
import type { MessageKey } from "~/i18n/english";
import type { Statements } from "~/i18n/statements.server";
import { useT } from "~/i18n/use-t";
import { cn } from "~/lib/utils";
import { Statement } from "./statement";
import { markTestEntered, testEnteredInThisTab } from "./storage";
import { TestStart } from "./test-start";
import { testStore, type TestState } from "./test-store";

const perPage = testConstants.questionsPerPage;
const pageCount = testConstants.pageCount;
const idsByDimension = dimensions.map((dimension) => ({
  dimension,
  ids: questions.filter((q) => q.dimension === dimension).map((q) => q.id),
}));
const dimensionNames = {
  mind: "test:dimension.mind",
  energy: "test:dimension.energy",
  nature: "test:dimension.nature",
  tactics: "test:dimension.tactics",
  identity: "test:dimension.identity",
} as const satisfies Record<Dimension, MessageKey>;

function prefersReducedMotion(): boolean {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/**
 * Moves focus to `element`, bringing `view` to the middle of the screen, or to its top (below the
 * header, by its scroll margin) when it is too tall for the middle: a statement at 400 % zoom.
 */
function focusInView(element: HTMLElement | null | undefined, view: HTMLElement | null) {
  element?.focus({ preventScroll: true });
  if (!view) return;
  const margin = parseFloat(getComputedStyle(view).scrollMarginTop) || 0;
  const tall = view.getBoundingClientRect().height + margin > window.innerHeight;
  view.scrollIntoView({
    behavior: prefersReducedMotion() ? "auto" : "smooth",
    block: tall ? "start" : "center",
  });
}

/** Focus on the statement's first choice, with the whole statement in view. */
function focusStatement(id: number) {
  const group = document.getElementById(`statement-${id}`);
  focusInView(group?.querySelector<HTMLInputElement>("input[type=radio]"), group);
}

/** Moves focus (and the view) to the first unanswered statement after `afterId` on this page. */
function focusNextUnanswered(pageIds: number[], answers: TestState["answers"], afterId: number) {
  const start = pageIds.indexOf(afterId) + 1;
  const nextId = [...pageIds.slice(start), ...pageIds.slice(0, start)].find(
    (id) => id !== afterId && answers[id] === undefined,
  );
  if (nextId === undefined) {
    const next = document.querySelector<HTMLElement>("[data-next-button]");
    focusInView(next, next);
    return;
  }
  focusStatement(nextId);
}

/**
 * The test: its start for a test kept from an earlier visit (resume or start over), then the
 * pages of statements, whose words come from the page's loader in the page's language.
 */
export function TestRunner({
  state,
  statements,
  onComplete,
}: {
  state: TestState;
  statements: Statements;
  onComplete: () => void;
}) {
  // The server and hydration render an empty state (no attempt id); the stored test comes next.
  const loaded = state.submissionId !== "";
  const answeredCount = Object.keys(state.answers).length;
  const [resumed, setResumed] = useState(false);
  const showStart = loaded && !resumed && answeredCount > 0 && !testEnteredInThisTab();

  useEffect(() => {
    if (loaded && !showStart) markTestEntered();
  }, [loaded, showStart]);

  if (showStart) {
    return (
      <TestStart
        answered={answeredCount}
        onResume={() => setResumed(true)}
        onStartOver={() => {
          testStore.reset();
          setResumed(true);
        }}
      />
    );
  }
  return (
    <TestPages
      state={state}
      statements={statements}
      onComplete={onComplete}
      focusOnArrival={resumed}
    />
  );
}

function TestPages({
  state,
  statements,
  onComplete,
  focusOnArrival,
}: {
  state: TestState;
  statements: Statements;
  onComplete: () => void;
  /** Coming from the test's start: focus goes to the page heading, as after Next. */
  focusOnArrival: boolean;
}) {
  const t = useT();
  const { answers, page } = state;
  const pageQuestions = questionsOnPage(page, perPage);
  const answeredCount = Object.keys(answers).length;
  const firstOpen = pageQuestions.find((q) => answers[q.id] === undefined);
  const lastPage = page === pageCount - 1;
  const share = answeredCount / testConstants.questionCount;

  const headingRef = useRef<HTMLHeadingElement>(null);
  const previousPage = useRef(focusOnArrival ? -1 : page);
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
      const ids = questionsOnPage(current, perPage).map((q) => q.id);
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
          <SiteLink to="/">
            <Home aria-hidden="true" />
            {t("test:progress.backHome")}
          </SiteLink>
        </Button>
        <p className="text-sm text-muted-foreground">
          {t("test:progress.answered", {
            answered: answeredCount,
            total: testConstants.questionCount,
          })}
        </p>
      </div>

      {/* Below the header, and at the very top while the header is hidden (site-header.tsx); on
          a screen too short for both, such as a phone on its side, it scrolls with the page. */}
      <div className="sticky top-14 z-10 -mx-4 mt-4 border-b bg-background/95 px-4 py-4 backdrop-blur transition-[top] duration-200 motion-reduce:transition-none sm:-mx-6 sm:px-6 lg:top-16 [html[data-header-hidden]_&]:top-0 [@media(max-height:30rem)]:static">
        <div className="flex items-baseline justify-between gap-4">
          <h1
            ref={headingRef}
            tabIndex={-1}
            className="text-xl font-bold tracking-tight focus:outline-none"
          >
            {t("test:progress.page", { page: page + 1, pages: pageCount })}
          </h1>
          <span className="text-sm font-semibold text-primary">
            {t("test:progress.complete", { share })}
          </span>
        </div>
        <Progress
          value={Math.round(share * 100)}
          className="mt-3"
          aria-label={t("test:progress.label", { share })}
        />
        <ul
          className="mt-3 grid grid-cols-5 gap-2 text-center text-xs"
          aria-label={t("test:progress.perDimension")}
        >
          {idsByDimension.map(({ dimension, ids }) => {
            const done = ids.filter((id) => answers[id] !== undefined).length;
            return (
              <li key={dimension} className="rounded-md bg-muted px-1 py-1.5">
                <span className="block font-medium">{t(dimensionNames[dimension])}</span>
                <span className="text-muted-foreground">
                  {t("test:progress.dimensionCount", { done, total: ids.length })}
                </span>
              </li>
            );
          })}
        </ul>
      </div>

      <p className="mt-6 text-sm text-muted-foreground">{t("test:page.instructions")}</p>

      <div className="mt-6 flex flex-col gap-5">
        {pageQuestions.map((question, index) => (
          <Statement
            key={question.id}
            question={question}
            text={statements[question.id]!}
            number={page * perPage + index + 1}
            value={answers[question.id]}
            onAnswer={handleAnswer}
          />
        ))}
      </div>

      <div className="mt-8 flex flex-wrap items-center justify-between gap-x-4 gap-y-3">
        <Button variant="outline" disabled={page === 0} onClick={() => goTo(page - 1)}>
          <ArrowLeft aria-hidden="true" />
          {t("test:page.previous")}
        </Button>
        {/* Kept in place (invisible) once the page is complete, so the buttons do not move. */}
        <p
          id="page-hint"
          className={cn(
            "order-first w-full text-center text-sm text-muted-foreground sm:order-none sm:w-auto sm:flex-1",
            !firstOpen && "invisible",
          )}
        >
          {t("test:page.answerAll", { count: perPage })}
        </p>
        {/* Looks disabled until the page is complete but stays focusable and pressable: pressing
            it then leads to the statement still open, which on a phone may be far above. */}
        <Button
          data-next-button
          aria-disabled={firstOpen ? true : undefined}
          aria-describedby={firstOpen ? "page-hint" : undefined}
          className={cn(firstOpen && "opacity-50 hover:bg-primary")}
          onClick={() => {
            if (firstOpen) focusStatement(firstOpen.id);
            else if (lastPage) onComplete();
            else goTo(page + 1);
          }}
        >
          {lastPage ? (
            <>
              {t("test:page.completeTest")}
              <CheckCircle2 aria-hidden="true" />
            </>
          ) : (
            <>
              {t("test:page.next")}
              <ArrowRight aria-hidden="true" />
            </>
          )}
        </Button>
      </div>
    </div>
  );
}

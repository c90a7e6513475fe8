// @vitest-environment happy-dom
import { act, createElement, type ComponentProps } from "react";
import { createRoot } from "react-dom/client";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, expect, test, vi } from "vitest";
import { englishStatements, testOrder } from "~/assessment/questions";
import { englishI18n } from "../../../tests/support/english";
import type * as StatementModule from "./statement";

// Count how often each statement renders, by wrapping the real component.
const renders = new Map<number, number>();
vi.mock("./statement", async (importOriginal) => {
  const original = await importOriginal<typeof StatementModule>();
  const { memo } = await import("react");
  // Keep the original's memoisation (or lack of it), so this test fails if it is lost.
  const real = original.Statement as unknown as {
    $$typeof: symbol;
    type?: (props: object) => React.ReactNode;
    compare?: null | ((a: object, b: object) => boolean);
  };
  const isMemo = real.$$typeof === Symbol.for("react.memo");
  const render = isMemo ? real.type! : (real as unknown as (props: object) => React.ReactNode);
  function CountedStatement(props: ComponentProps<typeof original.Statement>) {
    renders.set(props.question.id, (renders.get(props.question.id) ?? 0) + 1);
    return render(props);
  }
  return {
    Statement: isMemo ? memo(CountedStatement, real.compare ?? undefined) : CountedStatement,
  };
});

const { TestRunner } = await import("./test-runner");
const { testStore, useTestState } = await import("./test-store");
const { testStorageEvent } = await import("./storage");

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Harness() {
  return createElement(TestRunner, {
    state: useTestState(),
    statements: englishStatements,
    onComplete: () => {},
  });
}

// The test page's loader sends its messages; the statements come as the page's data does.
const i18n = englishI18n(["common", "test"]);
const page = () =>
  createMemoryRouter([{ id: "page", path: "/", loader: () => ({ i18n }), Component: Harness }], {
    hydrationData: { loaderData: { page: { i18n } } },
  });

afterEach(() => {
  document.body.innerHTML = "";
  localStorage.clear();
});

test("answering one statement re-renders that statement only", async () => {
  const container = document.createElement("div");
  document.body.append(container);
  const router = page();
  const root = createRoot(container);
  await act(async () => root.render(createElement(RouterProvider, { router })));
  const firstPage = testOrder.slice(0, 6);
  expect([...renders.keys()]).toEqual(firstPage);
  renders.clear();

  const third = firstPage[2]!;
  const radio = container.querySelector<HTMLInputElement>(`input[name="q${third}"][value="5"]`)!;
  await act(async () => radio.click());

  expect(Object.fromEntries(renders)).toEqual({ [third]: 1 });
  expect(testStore.get().answers).toEqual({ [third]: 5 });
  await act(async () => root.unmount());
});

test("a test kept from an earlier visit opens at its start; once resumed, the tab goes straight on", async () => {
  sessionStorage.clear();
  localStorage.setItem(
    "typeatlas:test:v1",
    JSON.stringify({ answers: { 1: 4, 25: 5 }, page: 0, stage: "test", submissionId: "kept" }),
  );
  window.dispatchEvent(new Event(testStorageEvent));
  const open = async () => {
    const container = document.createElement("div");
    document.body.append(container);
    const router = page();
    const root = createRoot(container);
    await act(async () => root.render(createElement(RouterProvider, { router })));
    return { container, close: () => act(async () => root.unmount()) };
  };

  const first = await open();
  expect(first.container.querySelector("h1")?.textContent).toBe("Your test is waiting for you");
  expect(first.container.querySelectorAll("fieldset")).toHaveLength(0);
  const resume = [...first.container.querySelectorAll("button")].find(
    (button) => button.textContent === "Resume your test (2 of 60)",
  )!;
  await act(async () => resume.click());
  expect(first.container.querySelector("h1")?.textContent).toBe("Page 1 of 10");
  expect(first.container.querySelectorAll("input:checked")).toHaveLength(2);
  await first.close();

  // Later in the same tab (a reload, Back, another link to the test): no question in between.
  const again = await open();
  expect(again.container.querySelector("h1")?.textContent).toBe("Page 1 of 10");
  await again.close();
  sessionStorage.clear();
});

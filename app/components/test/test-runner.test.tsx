// @vitest-environment happy-dom
import { act, createElement, type ComponentProps } from "react";
import { createRoot } from "react-dom/client";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, expect, test, vi } from "vitest";
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

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Harness() {
  return createElement(TestRunner, { state: useTestState(), onComplete: () => {} });
}

afterEach(() => {
  document.body.innerHTML = "";
  localStorage.clear();
});

test("answering one statement re-renders that statement only", async () => {
  const container = document.createElement("div");
  document.body.append(container);
  const router = createMemoryRouter([{ path: "/", element: createElement(Harness) }]);
  const root = createRoot(container);
  await act(async () => root.render(createElement(RouterProvider, { router })));
  expect([...renders.keys()]).toEqual([1, 2, 3, 4, 5, 6]);
  renders.clear();

  const radio = container.querySelector<HTMLInputElement>('input[name="q3"][value="5"]')!;
  await act(async () => radio.click());

  expect(Object.fromEntries(renders)).toEqual({ 3: 1 });
  expect(testStore.get().answers).toEqual({ 3: 5 });
  await act(async () => root.unmount());
});

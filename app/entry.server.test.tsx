import type * as ReactRouter from "react-router";
import type { AppLoadContext, EntryContext } from "react-router";
import { afterEach, expect, test, vi } from "vitest";
import handleRequest from "./entry.server";

// The document itself is React Router's; what is tested here is the stream around it.
vi.mock("react-router", async (importOriginal) => ({
  ...(await importOriginal<typeof ReactRouter>()),
  ServerRouter: () => <p>The page</p>,
}));

afterEach(() => {
  vi.useRealTimers();
});

const render = () =>
  handleRequest(
    new Request("http://localhost/", { headers: { "user-agent": "Mozilla/5.0" } }),
    200,
    new Headers(),
    { isSpaMode: false } as EntryContext,
    { cspNonce: "abc" } as AppLoadContext,
  );

test("a finished page leaves no timer behind to hold its render in memory", async () => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
  for (let i = 0; i < 3; i++) {
    const response = await render();
    expect(await response.text()).toContain("The page");
  }
  expect(vi.getTimerCount()).toBe(0);
});

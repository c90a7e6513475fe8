import type { ReactElement } from "react";
import { afterEach, expect, test, vi } from "vitest";
import { englishTranslate } from "../../../tests/support/english";

const toastError = vi.fn((_title: string, _options: object) => "toast-1");
const dismiss = vi.fn();
vi.mock("sonner", () => ({ toast: { error: toastError, dismiss } }));

const { showSignInRequired } = await import("./sign-in-toast");
const t = englishTranslate();

afterEach(() => {
  vi.unstubAllGlobals();
  toastError.mockClear();
  dismiss.mockClear();
});

type Shown = {
  description: string;
  action: ReactElement<{ to: string; onClick: () => void }>;
};
const shown = () => toastError.mock.calls[0] as unknown as [string, Shown];

test("the spec's toast carries a Sign in link that comes back to the given page, and closes on use", () => {
  showSignInRequired(t, "billing:signIn.onUpsell", "/personality-test?save=abc");
  const [title, options] = shown();
  expect(title).toBe("Sign in required");
  expect(options.description).toBe("Please sign in to upgrade");
  expect(options.action.props.to).toBe("/auth?redirectTo=%2Fpersonality-test%3Fsave%3Dabc");
  options.action.props.onClick();
  expect(dismiss).toHaveBeenCalledWith("toast-1");
});

test("without a return path, Sign in comes back to the page the visitor is on", () => {
  vi.stubGlobal("window", { location: { pathname: "/pricing", search: "?plan=x" } });
  showSignInRequired(t, "billing:signIn.onPricing");
  expect(shown()[1].action.props.to).toBe("/auth?redirectTo=%2Fpricing%3Fplan%3Dx");
});

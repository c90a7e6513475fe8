import { afterEach, expect, test, vi } from "vitest";

const toastError = vi.fn();
vi.mock("sonner", () => ({ toast: { error: toastError, success: vi.fn() } }));

const { announceSave, saveResult } = await import("./save-result");
const { englishTranslate } = await import("../../../tests/support/english");
const t = englishTranslate();

afterEach(() => {
  vi.unstubAllGlobals();
  toastError.mockReset();
});

test("a save refused by the limit tells the person how long to wait", async () => {
  const refusal =
    "Too many results were saved from your network. Please wait 7 minutes and try again.";
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => Response.json({ error: refusal }, { status: 429 })),
  );
  const outcome = await saveResult("user-1", { 1: 4 }, crypto.randomUUID(), "en");
  expect(outcome).toEqual({ kind: "failed", status: 429, message: refusal });
  // The refusal is asked for in the page's language.
  expect(vi.mocked(fetch).mock.calls[0]![1]!.headers).toMatchObject({ "Accept-Language": "en" });
  announceSave(outcome, t);
  expect(toastError).toHaveBeenCalledWith("Save failed", {
    description: `Your results couldn't be saved, but you can still view them. ${refusal}`,
  });
});

test("any other refusal keeps the specification's words", async () => {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => Response.json({ error: "Sign in to save your results." }, { status: 401 })),
  );
  announceSave(await saveResult("user-1", { 1: 4 }, crypto.randomUUID(), "en"), t);
  expect(toastError).toHaveBeenCalledWith("Save failed", {
    description: "Your results couldn't be saved, but you can still view them.",
  });
});

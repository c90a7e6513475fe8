/**
 * The value itself when the promise settles within `ms`, else the promise, for a loader to stream.
 * Bundled content answers at once and is rendered into the HTML (readable without JavaScript); a
 * slow remote source streams behind a loading skeleton instead of holding the page back.
 */
export async function settleQuickly<T>(promise: Promise<T>, ms = 50): Promise<T | Promise<T>> {
  const pending = Symbol("pending");
  let timer: ReturnType<typeof setTimeout> | undefined;
  const raced = await Promise.race([
    promise,
    new Promise<typeof pending>((resolve) => {
      timer = setTimeout(() => resolve(pending), ms);
    }),
  ]).finally(() => clearTimeout(timer));
  return raced === pending ? promise : (raced as T);
}

/**
 * The value itself when the promise resolves within `ms`, else the promise, for a loader to stream.
 * Bundled content answers at once and is rendered into the HTML (readable without JavaScript); a
 * slow remote source streams behind a loading skeleton instead of holding the page back, and a
 * failed one reaches the page's error state (an `<Await errorElement>`) rather than its boundary.
 */
export async function settleQuickly<T>(
  promise: Promise<T>,
  ms = 50,
): Promise<{ value: T | Promise<T> }> {
  // Wrapped in an object: an async function returning a promise would wait for it instead.
  let timer: ReturnType<typeof setTimeout> | undefined;
  const outcome = await Promise.race([
    promise.then(
      (value) => ({ value }),
      () => undefined,
    ),
    new Promise<undefined>((resolve) => {
      timer = setTimeout(() => resolve(undefined), ms);
    }),
  ]).finally(() => clearTimeout(timer));
  return { value: outcome ? outcome.value : promise };
}

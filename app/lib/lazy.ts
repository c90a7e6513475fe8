/**
 * A value made on first use and shared by every later use, such as a client whose library is
 * loaded only when something needs it. A load that fails is tried again on the next use instead of
 * failing every use after it.
 */
export function lazy<T>(load: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | undefined;
  return () =>
    (value ??= load().catch((error: unknown) => {
      value = undefined;
      throw error;
    }));
}

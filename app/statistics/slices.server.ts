/**
 * Runs a computation's steps (a generator that yields every few thousand people's worth of work)
 * in slices of about `sliceMs`, handing the event loop back between slices so page requests are
 * served while the statistics are computed (decision 039). A worker thread was the other way; it
 * would need its own entry in the server build and its own copy of the data, for a computation
 * that slices finely anyway.
 */
export async function runInSlices<T>(
  steps: Generator<void, T>,
  { sliceMs = 8, onSlice }: { sliceMs?: number; onSlice?: () => Promise<void> | void } = {},
): Promise<T> {
  for (;;) {
    const started = performance.now();
    for (;;) {
      const step = steps.next();
      if (step.done) return step.value;
      if (performance.now() - started >= sliceMs) break;
    }
    await new Promise<void>((resolve) => setImmediate(resolve));
    await onSlice?.();
  }
}

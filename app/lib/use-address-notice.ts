import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";

/**
 * A one-time notice carried by the address, such as `?upgrade=success` on the way back from a
 * checkout: true when the page was opened with `name=value`. `show` runs once per visit (a toast,
 * say), however often the page renders afterwards, and the parameter is then removed from the
 * address (replacing the history entry), so neither a reload nor coming back with Back repeats it.
 *
 * Removing the parameter changes `setParams`, which used to run the effect, and the toast, again.
 */
export function useAddressNotice(name: string, value: string, show: () => void): boolean {
  const [params, setParams] = useSearchParams();
  // Kept for this visit after the parameter is removed from the address.
  const [arrived] = useState(() => params.get(name) === value);
  const shown = useRef(false);
  const showOnce = useRef(show);
  useEffect(() => {
    showOnce.current = show;
  });
  useEffect(() => {
    if (!arrived || shown.current) return;
    shown.current = true;
    showOnce.current();
    setParams(
      (current) => {
        current.delete(name);
        return current;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [arrived, name, setParams]);
  return arrived;
}

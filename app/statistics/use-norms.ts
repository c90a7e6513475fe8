import { useEffect, useState } from "react";
import type { Norms } from "./norms";

let pending: Promise<Norms | null> | undefined;

/**
 * The norms from /api/statistics/norms, asked once per page load (the browser's HTTP cache keeps
 * them a few minutes beyond): null below the thresholds (204) or when they cannot be had, which
 * the results screen shows as no percentiles and the badge's estimate.
 */
export function fetchNorms(): Promise<Norms | null> {
  pending ??= fetch("/api/statistics/norms", { headers: { Accept: "application/json" } })
    .then(async (response) => (response.status === 200 ? ((await response.json()) as Norms) : null))
    .catch(() => {
      pending = undefined; // ask again next time
      return null;
    });
  return pending;
}

/** The norms, or undefined while they are on their way. */
export function useNorms(): Norms | null | undefined {
  const [norms, setNorms] = useState<Norms | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void fetchNorms().then((value) => {
      if (live) setNorms(value);
    });
    return () => {
      live = false;
    };
  }, []);
  return norms;
}

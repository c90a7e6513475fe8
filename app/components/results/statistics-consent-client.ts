/**
 * What this browser keeps of the answers it gave to the statistics (issue 22): the random id they
 * are kept under, which only this browser knows and which it needs to withdraw them, and which
 * attempts it gave, to say so on their results screen. Nothing else: the answers stay in the test.
 */
export const contributionsPath = "/api/statistics/contributions";
export const contributionStorageKey = "typeatlas:statistics:v1";
const changeEvent = "typeatlas:statistics-storage";

export interface KeptContribution {
  contributorId: string;
  submissions: string[];
}

let cached: { raw: string | null; value: KeptContribution | null } | undefined;

/** What this browser gave, or null (also when storage is unavailable or holds something else). */
export function keptContribution(): KeptContribution | null {
  let raw: string | null;
  try {
    raw = localStorage.getItem(contributionStorageKey);
  } catch {
    return null;
  }
  // The same object while the stored text is the same, as useSyncExternalStore needs.
  if (cached?.raw === raw) return cached.value;
  cached = { raw, value: parseKept(raw) };
  return cached.value;
}

export function parseKept(raw: string | null): KeptContribution | null {
  try {
    const value = JSON.parse(raw ?? "null") as Partial<KeptContribution> | null;
    if (!value || typeof value.contributorId !== "string") return null;
    const submissions = Array.isArray(value.submissions)
      ? value.submissions.filter((id): id is string => typeof id === "string")
      : [];
    return { contributorId: value.contributorId, submissions };
  } catch {
    return null;
  }
}

function store(value: KeptContribution | null) {
  try {
    if (value) localStorage.setItem(contributionStorageKey, JSON.stringify(value));
    else localStorage.removeItem(contributionStorageKey);
  } catch {
    // Storage unavailable: the page still says what happened until it is left.
  }
  window.dispatchEvent(new Event(changeEvent));
}

export function keepContribution(contributorId: string, submissionId: string) {
  const kept = keptContribution();
  const submissions = kept?.contributorId === contributorId ? kept.submissions : [];
  store({
    contributorId,
    submissions: submissions.includes(submissionId) ? submissions : [...submissions, submissionId],
  });
}

export function forgetContributor() {
  store(null);
}

export function subscribeToContributions(onChange: () => void) {
  const onStorage = (event: StorageEvent) => {
    if (event.key === contributionStorageKey || event.key === null) onChange();
  };
  window.addEventListener(changeEvent, onChange);
  window.addEventListener("storage", onStorage);
  return () => {
    window.removeEventListener(changeEvent, onChange);
    window.removeEventListener("storage", onStorage);
  };
}

/** POSTs a request to the contributions API; its JSON answer, or null when it failed. */
export async function postContribution(body: object, locale: string): Promise<unknown> {
  try {
    const response = await fetch(contributionsPath, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Accept-Language": locale },
      body: JSON.stringify(body),
    });
    if (!response.ok) return null;
    return (await response.json()) as unknown;
  } catch {
    return null;
  }
}

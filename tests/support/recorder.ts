/**
 * Requests timed from the test process and what they answered: every request of a load or chaos
 * run is one sample, and the figures (requests per second, p50, p99) come from the samples.
 */

export interface Sample {
  kind: string;
  /** The HTTP status, or 0 for a network error or a time-out. */
  status: number;
  startedAt: number;
  ms: number;
  /** Why the answer was not the expected one; undefined when it was. */
  problem?: string;
}

export class Recorder {
  readonly samples: Sample[] = [];

  add(sample: Sample) {
    this.samples.push(sample);
  }

  problems(): Sample[] {
    return this.samples.filter((sample) => sample.problem !== undefined);
  }

  /** The median time of the answered requests of each kind started in [from, to). */
  medians(from = 0, to = Infinity): Map<string, number> {
    const kinds = new Map<string, number[]>();
    for (const sample of this.samples) {
      if (sample.startedAt < from || sample.startedAt >= to) continue;
      if (sample.status === 0 || sample.status >= 400 || sample.problem !== undefined) continue;
      kinds.set(sample.kind, [...(kinds.get(sample.kind) ?? []), sample.ms]);
    }
    return new Map(
      [...kinds].map(([kind, list]) => [
        kind,
        percentile(
          list.sort((a, b) => a - b),
          0.5,
        ),
      ]),
    );
  }

  /** Requests per second, p50, p99 and the slowest, per request kind, as a small table. */
  table(seconds: number, from = 0, to = Infinity): string {
    const kinds = new Map<string, number[]>();
    for (const sample of this.samples) {
      if (sample.startedAt < from || sample.startedAt >= to) continue;
      const list = kinds.get(sample.kind) ?? [];
      list.push(sample.ms);
      kinds.set(sample.kind, list);
    }
    const rows = [["kind", "requests", "req/s", "p50 ms", "p99 ms", "max ms"]];
    let total = 0;
    for (const [kind, durations] of kinds) {
      durations.sort((a, b) => a - b);
      total += durations.length;
      rows.push([
        kind,
        String(durations.length),
        (durations.length / seconds).toFixed(1),
        percentile(durations, 0.5).toFixed(0),
        percentile(durations, 0.99).toFixed(0),
        durations.at(-1)!.toFixed(0),
      ]);
    }
    rows.push(["all", String(total), (total / seconds).toFixed(1), "", "", ""]);
    const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
    return rows
      .map((row) =>
        row
          .map((cell, column) =>
            (column === 0 ? cell.padEnd : cell.padStart).call(cell, widths[column]!),
          )
          .join("  "),
      )
      .join("\n");
  }
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;
}

export interface Answer {
  status: number;
  contentType: string;
  /** The Location of a redirect. */
  location: string;
  /** The cookies set, as `name=value`. */
  cookies: string[];
  text: string;
  ms: number;
}

/**
 * One request, timed to the last byte of the body and bounded by `timeoutMs`; a network error or a
 * time-out is status 0. `check` returns a problem, or undefined when the answer is the expected one.
 */
export async function timed(
  recorder: Recorder,
  kind: string,
  url: string,
  init: RequestInit,
  check: (answer: Answer) => string | undefined,
  timeoutMs = 60_000,
): Promise<Answer> {
  const startedAt = Date.now();
  const started = performance.now();
  let answer: Answer;
  let problem: string | undefined;
  let failure: string | undefined;
  try {
    const response = await fetch(url, {
      ...init,
      redirect: "manual",
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    answer = {
      status: response.status,
      contentType: response.headers.get("content-type") ?? "",
      location: response.headers.get("location") ?? "",
      cookies: response.headers.getSetCookie().map((line) => line.split(";")[0]!),
      text,
      ms: performance.now() - started,
    };
  } catch (error) {
    answer = {
      status: 0,
      contentType: "",
      location: "",
      cookies: [],
      text: "",
      ms: performance.now() - started,
    };
    failure = String((error as Error).cause ?? (error as Error).message);
  }
  problem = check(answer);
  if (problem !== undefined) {
    problem += failure
      ? ` (network error or time-out: ${failure})`
      : ` (${answer.status}: ${answer.text.slice(0, 200)})`;
  }
  recorder.add({ kind, status: answer.status, startedAt, ms: answer.ms, problem });
  return answer;
}

export const isJson = (answer: Answer) => answer.contentType.startsWith("application/json");
export const isHtml = (answer: Answer) => answer.contentType.startsWith("text/html");

// Timing a query the way the search benches do (collab search, exploration discovery, video search):
// the variants in turn, a warm-up left untimed, then the timed runs; their p50, p95 and slowest time,
// and the mean of what each run found.
import os from 'node:os';

/** The nearest-rank percentile `p` of ascending times. */
export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;

export type RunFigures = { p50Ms: number; p95Ms: number; maxMs: number; meanTotal: number };

/**
 * Runs `run` over `variants` in turn, `warmup` times untimed and then `runs` times timed; `run`
 * answers how many rows the query matched. Answers the figures and each variant's times (ascending).
 */
export async function timedRuns<V>(
  variants: readonly V[],
  { warmup, runs }: { warmup: number; runs: number },
  run: (variant: V) => Promise<number>,
): Promise<{ figures: RunFigures; byVariant: number[][] }> {
  const times: number[] = [];
  const byVariant: number[][] = variants.map(() => []);
  let totals = 0;
  for (let i = 0; i < warmup + runs; i++) {
    const t0 = performance.now();
    const found = await run(variants[i % variants.length]!);
    const ms = performance.now() - t0;
    if (i >= warmup) {
      times.push(ms);
      byVariant[i % variants.length]!.push(ms);
      totals += found;
    }
  }
  times.sort((a, b) => a - b);
  for (const list of byVariant) list.sort((a, b) => a - b);
  return {
    figures: { p50Ms: percentile(times, 50), p95Ms: percentile(times, 95), maxMs: times[times.length - 1]!, meanTotal: Math.round(totals / runs) },
    byVariant,
  };
}

/** One variant's line: its p50 and p95. */
export const variantLine = (times: number[]) => `p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms`;

/** One size's line: its rows (`7,000 channels`, padded to `width`), p50 / p95 / slowest, the runs and the mean matches, and the machine's load when asked. */
export function sizeLine(size: number, rows: string, width: number, figures: RunFigures, runs: number, { load = false } = {}): string {
  const loadText = load
    ? `; load ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`
    : '';
  return (
    `${size.toLocaleString('en-US').padStart(width)} ${rows}: p50 ${figures.p50Ms.toFixed(1)} ms, p95 ${figures.p95Ms.toFixed(1)} ms, max ${figures.maxMs.toFixed(1)} ms ` +
    `(${runs} runs, ${figures.meanTotal.toLocaleString('en-US')} matches on average${loadText})`
  );
}

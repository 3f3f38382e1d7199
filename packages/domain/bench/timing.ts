// Timing helpers of the domain's benchmarks: medians, never asserted.
import { realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/** Median ms of `runs` timed calls after `warmup` untimed ones; each call may do `batch` operations. */
export const measure = (runs: number, warmup: number, run: () => void, batch = 1): number => {
  for (let i = 0; i < warmup; i += 1) run();
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    run();
    times.push((performance.now() - started) / batch);
  }
  return median(times);
};

/** Whether the module at `moduleUrl` is the script node (tsx) was started with, rather than an import. */
export const isEntry = (moduleUrl: string): boolean => {
  const script = process.argv[1];
  if (script === undefined) return false;
  try {
    return moduleUrl === pathToFileURL(realpathSync(script)).href;
  } catch {
    return false;
  }
};

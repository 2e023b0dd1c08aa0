/**
 * The release's steps, run in order with where the run stands; the first that fails stops
 * the run, and its error names it.
 */
export class StepFailed extends Error {}

export interface Steps {
  /** Runs step `n` of `total` (printed with the time since the start); a failure becomes a StepFailed naming it. */
  run<T>(n: number, name: string, fn: () => Promise<T>): Promise<T>;
  /** Seconds since the start, as "12 s". */
  since(): string;
}

export function steps(total: number, log: (line: string) => void, now: () => number = () => performance.now()): Steps {
  const t0 = now();
  const since = () => `${((now() - t0) / 1000).toFixed(0)} s`;
  return {
    since,
    async run(n, name, fn) {
      log(`\n[${n}/${total}] ${name} (at ${since()})`);
      try { return await fn(); } catch (e) { throw new StepFailed(`release stopped at step ${n}, ${name}: ${(e as Error).message}`); }
    },
  };
}

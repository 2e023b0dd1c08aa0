/**
 * One line of progress for a long run: how much is done of all, the time since the start,
 * and the time left at the pace so far. Lines, not a redrawn one, so a log keeps them.
 */
export interface Progress {
  /** `n` more done; `what` names the last one. */
  tick(n: number, what?: string): void;
  readonly done: number;
}

const clock = (ms: number) => {
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

/** The line for `done` of `total` after `elapsedMs`. */
export function progressLine(label: string, unit: string, done: number, total: number, elapsedMs: number): string {
  const left = done > 0 && done < total ? ` · ~${clock((elapsedMs / done) * (total - done))} left` : '';
  return `${label} ${done}/${total} ${unit} · ${clock(elapsedMs)} elapsed${left}`;
}

export function progress(label: string, unit: string, total: number, write: (line: string) => void, now: () => number = () => performance.now()): Progress {
  const t0 = now();
  let done = 0;
  return {
    get done() { return done; },
    tick(n, what) {
      done += n;
      write(progressLine(label, unit, done, total, now() - t0) + (what ? ` · ${what}` : ''));
    },
  };
}

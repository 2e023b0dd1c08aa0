/** The sandbox's clock, which tests move instead of sleeping. */
/**
 * Real time plus an offset that tests move forward; tests never sleep. Or a time that
 * stands still (reset's `at`), plus the same offset: what the visual diff renders against,
 * so a countdown or a date reads the same in every render (scripts/visual/).
 */
export class Clock {
  private offset = 0; // ms
  private fixedAt: number | null = null; // ms since the epoch
  now(): number { return (this.fixedAt ?? Date.now()) + this.offset; }
  advance(ms: number): number { this.offset += ms; return this.now(); }
  reset(at?: number): void { this.offset = 0; this.fixedAt = at ?? null; }
}

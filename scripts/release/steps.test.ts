// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { StepFailed, steps } from './steps.ts';

describe('the release\'s steps', () => {
  it('stops at the first step that fails, naming it, and runs none after it', async () => {
    const lines: string[] = [];
    const ran: string[] = [];
    const s = steps(3, (l) => lines.push(l), () => 0);
    const run = async () => {
      await s.run(1, 'check', async () => { ran.push('check'); });
      await s.run(2, 'size budgets', async () => { ran.push('budgets'); throw new Error('watt: OVER initial JS'); });
      await s.run(3, 'visual diff', async () => { ran.push('visual'); });
    };
    const err = await run().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(StepFailed);
    expect((err as Error).message).toBe('release stopped at step 2, size budgets: watt: OVER initial JS');
    expect(ran).toEqual(['check', 'budgets']);
    expect(lines).toEqual(['\n[1/3] check (at 0 s)', '\n[2/3] size budgets (at 0 s)']);
  });
});

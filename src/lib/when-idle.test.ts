/** Idle work and the app's first paint: nothing idle starts before the largest paint. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdIdleWork, whenIdle } from './when-idle.ts';

afterEach(() => { vi.unstubAllGlobals(); });

describe('idle work', () => {
  it('waits for the gate (the app\'s first render on screen) before it is even queued for idle time', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (cb: () => void) => idle.push(cb));
    let open!: () => void;
    holdIdleWork(new Promise<void>((r) => { open = r; }));
    const fn = vi.fn();
    whenIdle(fn);
    await new Promise((r) => setTimeout(r, 0));
    expect(idle).toHaveLength(0);
    open();
    await vi.waitFor(() => expect(idle).toHaveLength(1));
    idle[0]!();
    expect(fn).toHaveBeenCalledTimes(1);
  });
});

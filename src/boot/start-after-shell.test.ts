/** When the main chunk starts behind a shell: after the shell's frame, at the latest after the cap, and once. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SHELL_PAINT_WAIT_MS, firstPaintShown, startAfterShell } from './start-after-shell.ts';

/** A window whose frames run only when the test says a frame is produced. */
function fakeWindow() {
  const frames: (() => void)[] = [];
  return {
    win: { requestAnimationFrame: (cb: () => void) => frames.push(cb), setTimeout: (cb: () => void, ms?: number) => setTimeout(cb, ms) } as unknown as Window,
    frame: () => { for (const cb of frames.splice(0)) cb(); },
  };
}

beforeEach(() => { vi.useFakeTimers(); });
afterEach(() => { vi.useRealTimers(); });

describe('the main chunk behind the shell', () => {
  it('starts after the frame that follows the shell\'s paint, not before it', async () => {
    const { win, frame } = fakeWindow();
    const start = vi.fn();
    startAfterShell(win, Promise.resolve(), start);
    await vi.advanceTimersByTimeAsync(50);
    expect(start, 'no frame yet: the shell has not been painted').not.toHaveBeenCalled();
    frame();
    await vi.advanceTimersByTimeAsync(0);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at the cap when the paint is never reported, and only once when it is later', async () => {
    const { win, frame } = fakeWindow();
    const start = vi.fn();
    let settle!: () => void;
    startAfterShell(win, new Promise<void>((r) => { settle = r; }), start);
    await vi.advanceTimersByTimeAsync(SHELL_PAINT_WAIT_MS - 1);
    expect(start).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(start).toHaveBeenCalledTimes(1);
    settle();
    await vi.advanceTimersByTimeAsync(0);
    frame();
    await vi.advanceTimersByTimeAsync(0);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts when the paint\'s report failed as it does when it worked', async () => {
    const { win, frame } = fakeWindow();
    const start = vi.fn();
    startAfterShell(win, Promise.reject(new Error('no report')), start);
    await vi.advanceTimersByTimeAsync(0);
    frame();
    await vi.advanceTimersByTimeAsync(0);
    expect(start).toHaveBeenCalledTimes(1);
  });
});

describe('the shell on screen', () => {
  /** A PerformanceObserver for paint entries whose entries come when the test says the paint was presented. */
  function paintTiming() {
    let deliver: ((names: string[]) => void) | undefined;
    class FakeObserver {
      disconnected = false;
      constructor(cb: (list: { getEntriesByName: (n: string) => unknown[] }, po: FakeObserver) => void) {
        deliver = (names) => { if (!this.disconnected) cb({ getEntriesByName: (n) => names.filter((x) => x === n) }, this); };
      }
      observe() {}
      disconnect() { this.disconnected = true; }
    }
    return { PerformanceObserver: FakeObserver as unknown as typeof PerformanceObserver, present: (...names: string[]) => deliver?.(names) };
  }

  it('is reported by the first contentful paint\'s entry, not by the frame\'s callbacks (they run before the raster)', async () => {
    const { win, frame } = fakeWindow();
    const timing = paintTiming();
    let shown = false;
    void firstPaintShown({ ...win, PerformanceObserver: timing.PerformanceObserver } as Window).then(() => { shown = true; });
    frame();
    await vi.advanceTimersByTimeAsync(16);
    timing.present('first-paint');
    await vi.advanceTimersByTimeAsync(0);
    expect(shown, 'a frame and a first paint without content do not count').toBe(false);
    timing.present('first-contentful-paint');
    await vi.advanceTimersByTimeAsync(0);
    expect(shown).toBe(true);
  });

  it('is taken for given after the cap: a hidden tab paints nothing, and a browser without an observer reports nothing', async () => {
    for (const PerformanceObserver of [paintTiming().PerformanceObserver, undefined]) {
      const { win, frame } = fakeWindow();
      let capped = false;
      void firstPaintShown({ ...win, PerformanceObserver } as unknown as Window).then(() => { capped = true; });
      frame();
      await vi.advanceTimersByTimeAsync(SHELL_PAINT_WAIT_MS - 1);
      expect(capped).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(capped).toBe(true);
    }
  });
});

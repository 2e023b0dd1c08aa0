import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_MS } from '../lib/constants.ts';
import { hideToast, holdToast, pauseToast, resumeToast, showToast, toast, toastReadingMs } from './toast.ts';

beforeEach(() => { vi.useFakeTimers(); hideToast(); });
afterEach(() => { vi.useRealTimers(); });

describe('toast (spec section 9: 2000 ms default)', () => {
  it('shows for 2000 ms by default, then hides', () => {
    expect(TOAST_MS).toBe(2000);
    showToast({ key: 'error.network' });
    vi.advanceTimersByTime(1999);
    expect(toast.current).toMatchObject({ key: 'error.network', durationMs: 2000 });
    vi.advanceTimersByTime(1);
    expect(toast.current).toBeNull();
  });

  it('a new toast replaces the old one and gets its full time', () => {
    showToast({ text: 'first' });
    vi.advanceTimersByTime(1500);
    showToast({ text: 'second' }, 3000);
    vi.advanceTimersByTime(2999);
    expect(toast.current).toMatchObject({ text: 'second' });
    vi.advanceTimersByTime(1);
    expect(toast.current).toBeNull();
  });
});

describe('toast: time to read it, and a pause (WCAG 2.2.1)', () => {
  it('a message longer than two seconds\' reading stays until it can be read, counted from when it showed', () => {
    const words = 'Network error, please try again later'; // 37 characters
    expect(toastReadingMs(words.length)).toBe(4000);
    showToast({ key: 'error.network' });
    vi.advanceTimersByTime(500);
    holdToast(toast.current!.id, toastReadingMs(words.length));
    vi.advanceTimersByTime(3499);
    expect(toast.current).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(toast.current).toBeNull();
  });

  it('never shortens a toast, never holds one already replaced, and holds a huge message 10 s at most', () => {
    expect(toastReadingMs(100_000)).toBe(10_000);
    showToast({ text: 'a' }, 5000);
    holdToast(toast.current!.id, 2000);
    vi.advanceTimersByTime(4999);
    expect(toast.current).not.toBeNull();
    const oldId = toast.current!.id;
    showToast({ text: 'b' });
    holdToast(oldId, 9000);
    vi.advanceTimersByTime(2000);
    expect(toast.current).toBeNull();
  });

  it('stays while the pointer rests on it, then gets the rest of its time (a second at least)', () => {
    showToast({ text: 'read me' });
    vi.advanceTimersByTime(1800);
    pauseToast();
    vi.advanceTimersByTime(60_000);
    expect(toast.current).toMatchObject({ text: 'read me' });
    resumeToast();
    vi.advanceTimersByTime(999);
    expect(toast.current).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(toast.current).toBeNull();
  });
});

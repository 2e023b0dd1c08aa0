import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_MS } from '../lib/constants.ts';
import { type StorageBackend, resetStorageForTests, writeStored, STORAGE_KEYS } from '../lib/storage.ts';
import { splitParagraphs } from '../lib/paragraphs.ts';
import { clickPopupOverlay, closePopup, dismissCookieWarning, openPopup, ui } from './ui.ts';
import { hideToast, holdToast, pauseToast, resumeToast, showToast, toast, toastReadingMs } from './toast.ts';

beforeEach(() => { vi.useFakeTimers(); hideToast(); });
afterEach(() => { closePopup(false); vi.useRealTimers(); resetStorageForTests(); dismissCookieWarning(); });

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

describe('global popup (spec section 2)', () => {
  it('defaults the confirm label and resolves true on confirm', async () => {
    const p = openPopup({ content: { key: 'game.changeConfirm' } });
    expect(ui.popup).toMatchObject({ confirmLabel: { key: 'common.confirm' }, closeOnOverlay: false });
    expect(ui.popup?.cancelLabel).toBeUndefined();
    closePopup(true);
    await expect(p).resolves.toBe(true);
    expect(ui.popup).toBeNull();
  });

  it('closes on the overlay only when allowed, as a cancel', async () => {
    const p1 = openPopup({ content: { text: 'x' } });
    clickPopupOverlay();
    expect(ui.popup).not.toBeNull();
    closePopup(false);
    await expect(p1).resolves.toBe(false);

    const p2 = openPopup({ content: { text: 'x' }, cancelLabel: { key: 'common.cancel' }, closeOnOverlay: true });
    clickPopupOverlay();
    await expect(p2).resolves.toBe(false);
    expect(ui.popup).toBeNull();
  });

  it('a second popup cancels the first', async () => {
    const p1 = openPopup({ content: { text: 'one' } });
    openPopup({ content: { text: 'two' } });
    await expect(p1).resolves.toBe(false);
    expect(ui.popup?.content).toEqual({ text: 'two' });
  });

  it('splits content on paragraph marks', () => {
    expect(splitParagraphs('One.\nTwo.\r\nThree.\u2029Four.¶Five.\n\n')).toEqual(['One.', 'Two.', 'Three.', 'Four.', 'Five.']);
  });
});

describe('cookie warning (spec section 5)', () => {
  it('is raised when storage falls back to memory', () => {
    const blocked: StorageBackend = {
      getItem: () => { throw new Error('blocked'); },
      setItem: () => { throw new Error('blocked'); },
      removeItem: () => { throw new Error('blocked'); },
    };
    resetStorageForTests(blocked);
    expect(ui.cookieWarning).toBe(false);
    writeStored(STORAGE_KEYS.domainArea, 'sea');
    expect(ui.cookieWarning).toBe(true);
  });
});

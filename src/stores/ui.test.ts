import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type StorageBackend, resetStorageForTests, writeStored, STORAGE_KEYS } from '../lib/storage.ts';
import { splitParagraphs } from '../lib/paragraphs.ts';
import { clickPopupOverlay, closePopup, dismissCookieWarning, openPopup, ui } from './ui.ts';

beforeEach(() => { vi.useFakeTimers(); });
afterEach(() => { closePopup(false); vi.useRealTimers(); resetStorageForTests(); dismissCookieWarning(); });

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

import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ChoiceSelect } from './choice-select.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let host: HTMLElement;
let root: Root;
let chosen: string[];
beforeEach(() => { host = document.createElement('div'); document.body.append(host); root = createRoot(host); chosen = []; });
afterEach(() => { act(() => root.unmount()); host.remove(); });

async function render(value = 'en', asksFirst = false) {
  await act(async () => root.render(
    <ChoiceSelect value={value} onChoose={(v) => chosen.push(v)} asksFirst={asksFirst} aria-label="Language">
      <option value="en">English</option><option value="ar">العربية</option><option value="de">Deutsch</option>
    </ChoiceSelect>,
  ));
  return host.querySelector('select')!;
}

/** What a browser does on an arrow key in a closed select: the key, then the value changes and `change` fires. */
async function arrowTo(select: HTMLSelectElement, v: string) {
  await act(async () => {
    select.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
    select.value = v;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

describe('a select whose choice counts when it is made', () => {
  it('lets the keyboard browse the options without choosing, and chooses on Enter', async () => {
    const select = await render();
    await arrowTo(select, 'ar');
    await arrowTo(select, 'de');
    expect(chosen).toEqual([]);
    expect(select.value).toBe('de'); // the browsing shows
    const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    await act(async () => select.dispatchEvent(enter));
    expect(chosen).toEqual(['de']);
    // Its keypress must not reach a confirmation the choice opened (its focused button would take it).
    expect(enter.defaultPrevented).toBe(true);
  });

  it('chooses what was browsed to when the keyboard leaves the select', async () => {
    const select = await render();
    await arrowTo(select, 'ar');
    await act(async () => select.dispatchEvent(new FocusEvent('focusout', { bubbles: true })));
    expect(chosen).toEqual(['ar']);
  });

  it('with a confirmation to come (asksFirst), Tab after browsing chooses and stays, so the confirmation gives focus back here', async () => {
    for (const asksFirst of [false, true]) {
      chosen = [];
      const select = await render('en', asksFirst);
      await arrowTo(select, 'ar');
      const tab = new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true });
      await act(async () => select.dispatchEvent(tab));
      expect(tab.defaultPrevented).toBe(asksFirst);
      expect(chosen).toEqual(asksFirst ? ['ar'] : []); // without it, leaving chooses (above)
    }
    // Tab without browsing leaves as ever.
    const select = await render('en', true);
    const tab = new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true });
    await act(async () => select.dispatchEvent(tab));
    expect(tab.defaultPrevented).toBe(false);
  });

  it('chooses at once when picked without keys (a mouse, a phone\'s picker)', async () => {
    const select = await render();
    await act(async () => { select.value = 'de'; select.dispatchEvent(new Event('change', { bubbles: true })); });
    expect(chosen).toEqual(['de']);
  });

  it('shows what is chosen: the old value while the caller asks first or the player cancels, the new one once taken', async () => {
    const select = await render('en');
    await act(async () => { select.value = 'de'; select.dispatchEvent(new Event('change', { bubbles: true })); });
    expect(chosen).toEqual(['de']);
    expect(select.value).toBe('en'); // not taken (yet): a confirmation is open, or was cancelled
    await render('de');
    expect(select.value).toBe('de');
  });
});

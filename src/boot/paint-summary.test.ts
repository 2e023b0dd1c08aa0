/** Step 3's shell summary, filled from the stored order before the app has loaded, with the order store's rules. */
import { beforeEach, describe, expect, it } from 'vitest';
import { ORDER_INFO_KEY, TOKEN_KEY, USER_INFO_KEY } from '../lib/stored-entry.ts';
import { SUMMARY_SLOT_ATTR, paintSummary } from './paint-summary.ts';

/** Step 3's summary card as the build renders it (shell.tsx): the rows without values, the hidden description. */
beforeEach(() => {
  localStorage.clear();
  document.body.innerHTML = `<div id="root"><main><div class="card summary" ${SUMMARY_SLOT_ATTR}=""><h2>Your order</h2>
    <dl class="summary-list"><div><dt>Game</dt><dd dir="auto"></dd></div><div><dt>Server</dt><dd dir="auto"></dd></div>
    <div><dt>Character</dt><dd dir="auto"></dd></div><div><dt>Item</dt><dd dir="auto"></dd></div><div><dt>Price</dt><dd class="price"></dd></div></dl>
    <p class="hint" dir="auto" hidden></p></div></main></div>`;
});
const root = () => document.getElementById('root')!;
const cells = () => [...root().querySelectorAll('dd')].map((d) => d.textContent);
const hint = () => root().querySelector<HTMLElement>('.hint')!;

const ORDER = {
  gameName: 'Starfall', clientId: '1001', area: { area_id: 1, area_name: 'Global' },
  server: { server_id: 101, server_name: 'Aurora' }, realServer: '', role: { role_id: 'r1', role_name: 'Kael' },
  goods: { goods_id: 7, display: '980 Gems', description: 'Sent within 15 minutes.' }, region: '', rechargeInfo: null, billing_no: '',
};
const store = (key: string, value: unknown) => localStorage.setItem(key, JSON.stringify({ value, expires: Date.now() + 60_000 }));
const loggedIn = (suid: string | number) => { store(TOKEN_KEY, 'tok'); store(USER_INFO_KEY, { suid, username: 'p' }); return { token: 'tok' }; };

describe('the shell\'s order summary', () => {
  it('shows the game, server, character and item of the player\'s own order, and the item\'s description; the price is the app\'s', () => {
    store(ORDER_INFO_KEY, { ...ORDER, owner: '42' });
    expect(paintSummary(root(), loggedIn(42))).toBe(true);
    expect(cells()).toEqual(['Starfall', 'Aurora', 'Kael', '980 Gems', '']);
    expect(hint().hidden).toBe(false);
    expect(hint().textContent).toBe('Sent within 15 minutes.');
  });

  it('shows a visitor\'s order (no owner yet), as the order store loads it', () => {
    store(ORDER_INFO_KEY, { ...ORDER, owner: '' });
    expect(paintSummary(root(), { token: '' })).toBe(true);
    expect(cells()[0]).toBe('Starfall');
  });

  it('never shows another account\'s order on a shared phone', () => {
    store(ORDER_INFO_KEY, { ...ORDER, owner: '42' });
    expect(paintSummary(root(), loggedIn('7'))).toBe(false);
    expect(cells()).toEqual(['', '', '', '', '']);
  });

  it('shows nothing for an order step 3 would not open (no item yet, or an older version\'s empty objects), expired or broken', () => {
    for (const value of [{ ...ORDER, goods: null }, { ...ORDER, role: {} }, { ...ORDER, server: 'Aurora' }]) {
      store(ORDER_INFO_KEY, value);
      expect(paintSummary(root(), { token: '' })).toBe(false);
    }
    localStorage.setItem(ORDER_INFO_KEY, JSON.stringify({ value: ORDER, expires: Date.now() - 1 }));
    expect(paintSummary(root(), { token: '' })).toBe(false);
    for (const raw of ['{', 'null', '[]', JSON.stringify({ value: [ORDER] })]) {
      localStorage.setItem(ORDER_INFO_KEY, raw);
      expect(paintSummary(root(), { token: '' })).toBe(false);
    }
    expect(cells()).toEqual(['', '', '', '', '']);
  });

  it('sets names as text, never as markup, and leaves the description hidden when the item has none', () => {
    store(ORDER_INFO_KEY, { ...ORDER, gameName: '<img src=x onerror="alert(1)">', goods: { goods_id: 7, display: '980 Gems' } });
    paintSummary(root(), { token: '' });
    expect(cells()[0]).toBe('<img src=x onerror="alert(1)">');
    expect(root().querySelector('dd img')).toBeNull();
    expect(hint().hidden).toBe(true);
  });

  it('does nothing on another step\'s shell, or once the app has replaced the shell', () => {
    store(ORDER_INFO_KEY, ORDER);
    root().innerHTML = '<main><h1>Select character &amp; item</h1></main>';
    expect(paintSummary(root(), { token: '' })).toBe(false);
  });
});

/** Step 3's shell summary, filled from the stored order before the app has loaded, with the order store's rules. */
import { beforeEach, describe, expect, it } from 'vitest';
import { channelsListedFor } from '../lib/channels-memo.ts';
import { CHANNELS_MEMO_KEY, ORDER_INFO_KEY, TOKEN_KEY, USER_INFO_KEY } from '../lib/stored-entry.ts';
import { CHANNELS_SLOT_ATTR, SUMMARY_SLOT_ATTR, paintSummary } from './paint-summary.ts';

/** Step 3's summary card as the build renders it (shell.tsx): the rows without values, the hidden description. */
beforeEach(() => {
  localStorage.clear();
  document.body.innerHTML = `<div id="root"><main><div class="card summary" ${SUMMARY_SLOT_ATTR}=""><h2>Your order</h2>
    <dl class="summary-list"><div><dt>Game</dt><dd dir="auto"></dd></div><div><dt>Server</dt><dd dir="auto"></dd></div>
    <div><dt>Character</dt><dd dir="auto"></dd></div><div><dt>Item</dt><dd dir="auto"></dd></div><div><dt>Price</dt><dd class="price"></dd></div></dl>
    <p class="hint" dir="auto" hidden></p></div>
    <section><h2>Payment method</h2><div ${CHANNELS_SLOT_ATTR}=""><div class="choices-grid skeleton channels" role="status"><div class="skeleton-block"></div></div>
    <fieldset class="choices channels" hidden><legend class="visually-hidden">Payment method</legend><div class="choices-grid">
      <label class="choice"><input type="radio" class="choice-input" name="channel" value="0"><span class="choice-title" dir="auto"></span><span class="choice-sub"> </span></label>
    </div></fieldset></div></section></main></div>`;
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
const VISITOR = { token: '', area: 'universal', lang: 'en' } as const;
const loggedIn = (suid: string | number) => { store(TOKEN_KEY, 'tok'); store(USER_INFO_KEY, { suid, username: 'p' }); return { ...VISITOR, token: 'tok' }; };

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
    expect(paintSummary(root(), VISITOR)).toBe(true);
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
      expect(paintSummary(root(), VISITOR)).toBe(false);
    }
    localStorage.setItem(ORDER_INFO_KEY, JSON.stringify({ value: ORDER, expires: Date.now() - 1 }));
    expect(paintSummary(root(), VISITOR)).toBe(false);
    for (const raw of ['{', 'null', '[]', JSON.stringify({ value: [ORDER] })]) {
      localStorage.setItem(ORDER_INFO_KEY, raw);
      expect(paintSummary(root(), VISITOR)).toBe(false);
    }
    expect(cells()).toEqual(['', '', '', '', '']);
  });

  it('sets names as text, never as markup, and leaves the description hidden when the item has none', () => {
    store(ORDER_INFO_KEY, { ...ORDER, gameName: '<img src=x onerror="alert(1)">', goods: { goods_id: 7, display: '980 Gems' } });
    paintSummary(root(), VISITOR);
    expect(cells()[0]).toBe('<img src=x onerror="alert(1)">');
    expect(root().querySelector('dd img')).toBeNull();
    expect(hint().hidden).toBe(true);
  });

  it('does nothing on another step\'s shell, or once the app has replaced the shell', () => {
    store(ORDER_INFO_KEY, ORDER);
    root().innerHTML = '<main><h1>Select character &amp; item</h1></main>';
    expect(paintSummary(root(), VISITOR)).toBe(false);
  });
});

describe('the shell\'s payment methods', () => {
  const titles = () => [...root().querySelectorAll('fieldset .choice-title')].map((t) => t.textContent);
  const listedFor7 = channelsListedFor('universal', 'en', '1001', 7, 'RU');
  const order = { ...ORDER, region: 'RU', owner: '' };

  it('shows the names the last visit listed for this game, item, region and language, their prices left blank for the app', () => {
    store(ORDER_INFO_KEY, order);
    store(CHANNELS_MEMO_KEY, { of: listedFor7, names: ['Банковская карта (Visa, Mastercard, МИР)', 'СБП'] });
    expect(paintSummary(root(), VISITOR)).toBe(true);
    expect(titles()).toEqual(['Банковская карта (Visa, Mastercard, МИР)', 'СБП']);
    expect([...root().querySelectorAll('fieldset .choice-sub')].map((t) => t.textContent)).toEqual(['\u00a0', '\u00a0']);
    expect(root().querySelector('fieldset')!.hidden).toBe(false);
    expect(root().querySelector('.skeleton')).toBeNull();
  });

  it('keeps the loading blocks when the names were listed for another item, region, game, language or area', () => {
    store(ORDER_INFO_KEY, order);
    for (const of of [
      channelsListedFor('universal', 'en', '1001', 8, 'RU'), channelsListedFor('universal', 'en', '1001', 7, 'KZ'),
      channelsListedFor('universal', 'en', '1002', 7, 'RU'), channelsListedFor('universal', 'ru', '1001', 7, 'RU'),
      channelsListedFor('useuro', 'en', '1001', 7, 'RU'),
    ]) {
      store(CHANNELS_MEMO_KEY, { of, names: ['PayPal'] });
      paintSummary(root(), VISITOR);
      expect(titles(), of).toEqual(['']);
      expect(root().querySelector('.skeleton')).not.toBeNull();
    }
  });

  it('shows a name as text, never as markup, and nothing from a broken memo', () => {
    store(ORDER_INFO_KEY, order);
    store(CHANNELS_MEMO_KEY, { of: listedFor7, names: 'PayPal' });
    paintSummary(root(), VISITOR);
    expect(root().querySelector('.skeleton')).not.toBeNull();
    store(CHANNELS_MEMO_KEY, { of: listedFor7, names: ['<img src=x onerror="alert(1)">Card'] });
    paintSummary(root(), VISITOR);
    expect(titles()).toEqual(['<img src=x onerror="alert(1)">Card']);
    expect(root().querySelector('fieldset img')).toBeNull();
  });

  it('shows no other account\'s methods with its order', () => {
    store(ORDER_INFO_KEY, { ...order, owner: '42' });
    store(CHANNELS_MEMO_KEY, { of: listedFor7, names: ['PayPal'] });
    expect(paintSummary(root(), loggedIn('7'))).toBe(false);
    expect(titles()).toEqual(['']);
  });
});

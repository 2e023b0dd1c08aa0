import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../lib/storage.ts';
import { readBootConfig, visitOf } from './boot-config.ts';
import { shellOf, showShell } from './shell-gate.ts';

/** index.html as the build writes it (scripts/build/boot-plugin.ts): #root, the templates, the config. */
const CONFIG = { id: 'watt', languages: ['en', 'ar', 'de'], domainAreas: ['universal'], hosts: { api: ['https://api.test'], demoApi: 'https://demo.test' }, shells: { '/': 'shell-0', '/selectGame': 'shell-0', '/selectGoods': 'shell-1' }, preload: {}, earlyGames: ['/', '/selectGame'] };
function page(config = JSON.stringify(CONFIG)) {
  document.body.innerHTML = `<div id="root"></div>
    <template id="shell-0"><div class="shell"><h1>Select game</h1></div></template>
    <template id="shell-1"><div class="shell"><h1>Select role &amp; goods</h1></div></template>
    <script type="application/json" id="boot-config">${config}</script>`;
}
const root = () => document.getElementById('root')!;
const at = (pathname: string, search = '') => ({ pathname, search });
/** What head.ts does: read the config and the visit, and (after #root) show the shell. */
const show = (loc: { pathname: string; search: string }) => {
  const cfg = readBootConfig(document);
  return cfg !== null && showShell(document, shellOf(loc, cfg, visitOf(cfg, loc)));
};

beforeEach(() => {
  localStorage.clear();
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US']);
});
afterEach(() => { vi.restoreAllMocks(); document.body.innerHTML = ''; });

describe('the shell gate in index.html', () => {
  it('puts the shell of the current step into #root', () => {
    page();
    expect(show(at('/selectGoods', '?domain_area=universal'))).toBe(true);
    expect(root().querySelector('h1')?.textContent).toBe('Select role & goods');
  });

  it('titles the document after the shell\'s heading, as the app\'s page title does', () => {
    page();
    document.title = 'Watt Games';
    show(at('/selectGoods', '?domain_area=universal'));
    expect(document.title).toBe('Select role & goods · Watt Games');
  });

  it('gives / the first step\'s shell', () => {
    page();
    show(at('/'));
    expect(root().textContent).toBe('Select game');
  });

  it('shows nothing when the browser\'s language is another one the brand offers: the shell would flash the wrong language', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE', 'en']);
    page();
    expect(show(at('/selectGame'))).toBe(false);
    expect(root().childNodes).toHaveLength(0);
  });

  it('shows nothing when the player picked another language before', () => {
    localStorage.setItem(STORAGE_KEYS.language, JSON.stringify({ value: 'ar' }));
    page();
    expect(show(at('/selectGame'))).toBe(false);
  });

  it('shows it when the browser\'s language is one the brand does not offer (the app starts in the default too)', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['ja-JP']);
    page();
    expect(show(at('/selectGame'))).toBe(true);
  });

  it('shows nothing in replenishment, whose layout has no logo or progress bar', () => {
    page();
    expect(show(at('/selectGoods', '?replenish_id=R1'))).toBe(false);
    expect(show(at('/selectGoods', '?rp_client_id=1001'))).toBe(false);
    expect(root().childNodes).toHaveLength(0);
  });

  it('shows nothing while a brand of several domain areas has none for the visit: the app shows /notArea instead', () => {
    page(JSON.stringify({ ...CONFIG, domainAreas: ['universal', 'useuro'] }));
    expect(show(at('/selectGame'))).toBe(false);
    expect(root().childNodes).toHaveLength(0);
    expect(show(at('/selectGame', '?domain_area=useuro'))).toBe(true);
  });

  it('shows it to a returning player whose domain area is stored', () => {
    localStorage.setItem(STORAGE_KEYS.domainArea, JSON.stringify({ value: 'useuro' }));
    page(JSON.stringify({ ...CONFIG, domainAreas: ['universal', 'useuro'] }));
    expect(show(at('/selectGoods'))).toBe(true);
  });

  it('shows nothing on an address without a shell', () => {
    page();
    expect(show(at('/result'))).toBe(false);
    expect(show(at('/no/such/page'))).toBe(false);
  });

  it('leaves #root alone once something is in it', () => {
    page();
    root().innerHTML = '<p>app</p>';
    expect(show(at('/selectGame'))).toBe(false);
    expect(root().innerHTML).toBe('<p>app</p>');
  });

  it('shows nothing, and does not throw, when its config is broken', () => {
    const without = (key: keyof typeof CONFIG) => Object.fromEntries(Object.entries(CONFIG).filter(([k]) => k !== key));
    const broken = ['{not json', '', 'null', ...(['languages', 'domainAreas', 'shells', 'preload', 'earlyGames', 'hosts'] as const).map(without)];
    for (const config of broken.map((c) => (typeof c === 'string' ? c : JSON.stringify(c)))) {
      page(config);
      expect(readBootConfig(document)).toBeNull();
      expect(show(at('/selectGame'))).toBe(false);
      expect(root().childNodes).toHaveLength(0);
    }
  });
});

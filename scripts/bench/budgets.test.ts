// @vitest-environment node
/**
 * The size budgets of issue 6 (scripts/bench/budgets.ts), on real production builds
 * of three representative brands and the React floor, built in this run into a temporary
 * folder: watt (8 languages with Arabic; Google, Apple, Facebook, Twitter), ko (one
 * language, the Korean company block, Kakao) and ru (Cyrillic, VK). Sizes are
 * deterministic, so a failure is a real change: each message names the budget, the file
 * and the figure. `npm run bench` prints the same figures for every brand.
 * No provider SDK is in a bundle: each loads from its provider's host when the player taps
 * that login, so a bundle holds only the addresses of its own providers, and none of them
 * in what the first page loads (the browser tests watch the requests themselves).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUDGETS, kb } from './budgets.ts';
import { chunkRefs, htmlRefs } from './graph.ts';
import { GAME_LIST_CALL, PURCHASE_PAGES, chunkName } from './measure.ts';
import type { BenchResult, BrandBench } from './report.ts';
import { runBench } from './run.ts';
import { SDK_MARKERS, scanBundle } from './scan.ts';
import { listBrandIds, loadBrand } from '../lib/brands.ts';

const SAMPLE = ['watt', 'ko', 'ru'];
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'budgets-'));
let res: BenchResult;

beforeAll(async () => {
  res = await runBench({ ids: SAMPLE, outRoot: tmp, force: true, command: 'scripts/bench/budgets.test.ts' });
}, 180_000);
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

const of = (id: string): BrandBench => res.brands.find((b) => b.brand === id)!;
const over = (b: BrandBench, prefix: string) => b.budgets.filter((c) => c.budget.startsWith(prefix) && !c.ok).map((c) => c.message);

describe('size budgets', () => {
  it('the React floor is production react + react-dom (40 to 100 KB gzip; the development build is over 120)', () => {
    const g = res.floor.react.total.gzip;
    expect(g, `floor is ${kb(g)} gzip`).toBeGreaterThan(40 * 1024);
    expect(g, `floor is ${kb(g)} gzip: a development build?`).toBeLessThan(100 * 1024);
  });

  for (const id of SAMPLE) {
    describe(id, () => {
      it('every chunk of the bundle is measured: reachable from index.html as initial, locale or later chunk', () => {
        const b = of(id);
        const seen = new Set([...b.bundle.initialJs.files, ...b.bundle.locales, ...b.bundle.lazy.flatMap((z) => z.js.files)].map((f) => f.file));
        const js = fs.readdirSync(path.join(tmp, id, 'assets')).filter((f) => f.endsWith('.js')).map((f) => `assets/${f}`);
        expect(js.filter((f) => !seen.has(f)), 'chunks the bench does not see').toEqual([]);
        const parts = (part: string) => b.bundle.locales.filter((l) => l.part === part).map((l) => l.lang).sort();
        expect(parts('first')).toEqual([...loadBrand(id).languages].sort());
        expect(parts('later'), 'each language\'s later messages').toEqual([...loadBrand(id).languages].sort());
      });

      it(`initial JS with the default language's first-screen messages ≤ ${BUDGETS.firstPaintJsVsFloor}× the React floor (gzip)`, () => {
        expect(over(of(id), 'initial JS with the default locale')).toEqual([]);
        expect(of(id).budgets.some((c) => c.budget.startsWith('initial JS with the default locale')), 'the budget is checked').toBe(true);
      });

      it(`the whole purchase ≤ ${kb(BUDGETS.purchaseGzip)} gzip, the default language's later messages counted`, () => {
        const b = of(id);
        expect(over(b, 'whole purchase')).toEqual([]);
        const later = b.bundle.locales.find((l) => l.lang === b.defaultLanguage && l.part === 'later');
        expect(later, 'the default language has a chunk of later messages').toBeDefined();
        expect(b.budgets.find((c) => c.budget.startsWith('whole purchase'))!.figure).toBe(b.bundle.purchase.total.gzip + b.html.gzip);
      });

      it(`each locale chunk ≤ ${kb(BUDGETS.localeGzip)} gzip`, () => {
        expect(over(of(id), 'locale chunk'), `budget: locale chunk ≤ ${kb(BUDGETS.localeGzip)} gzip`).toEqual([]);
      });

      it(`each later route chunk ≤ ${kb(BUDGETS.lazyGzip)} gzip (with its own imports)`, () => {
        expect(over(of(id), 'later route chunk'), `budget: later route chunk ≤ ${kb(BUDGETS.lazyGzip)} gzip`).toEqual([]);
      });

      it('the default locale is preloaded, by the head off the boot config (the first render never waits a round trip for it)', () => {
        const l = of(id).bundle.defaultLocale;
        expect(l?.preloaded, `${id}: default locale ${l?.file ?? '(none found)'} is neither a modulepreload nor in the boot config's firstMessages`).toBe(true);
      });

      it('holds no provider SDK, no other provider\'s script address, and no other brand\'s data', () => {
        expect(of(id).findings.map((f) => `${f.file}: ${f.kind}: ${f.what}`), 'budget: no provider SDK or other brand\'s data in any file').toEqual([]);
      });

      it('the first page names no provider\'s script: they are in the chunk the login popup loads, fetched on a tap', () => {
        // index.html without its CSP, which allows the hosts but loads nothing.
        const text = (f: string) => fs.readFileSync(path.join(tmp, id, f), 'utf8').replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, '').toLowerCase();
        const first = ['index.html', ...of(id).bundle.initialJs.files.map((f) => f.file).filter((f) => f.startsWith('assets/'))];
        const named = first.flatMap((f) => SDK_MARKERS.filter((m) => text(f).includes(m.marker)).map((m) => `${f}: ${m.marker}`));
        expect(named).toEqual([]);
        // ...but the brand's own logins' addresses are in the bundle, for the tap to load.
        const all = fs.readdirSync(path.join(tmp, id, 'assets')).filter((f) => f.endsWith('.js')).map((f) => fs.readFileSync(path.join(tmp, id, 'assets', f), 'utf8')).join('\n');
        // ru: VK ID's SDK is bundled (its own chunk), so its code is there rather than an address.
        const own = { watt: 'accounts.google.com/gsi/client', ko: 't1.kakaocdn.net/kakao_js_sdk', ru: 'stat_events_vkid_sdk' }[id]!;
        expect(all).toContain(own);
      });
    });
  }

  it('index.html\'s inline scripts count as initial JS: code run before first paint is JavaScript wherever it sits', () => {
    const b = of('watt').bundle;
    const inline = b.initialJs.files.filter((f) => f.file.startsWith('index.html inline script'));
    expect(inline.length, 'the shell\'s head script and its one-line call').toBe(2);
    const entry = b.initialJs.files.filter((f) => !inline.includes(f));
    expect(b.initialJs.total.gzip).toBe([...inline, ...entry].reduce((n, f) => n + f.gzip, 0));
  });

  it('the game list is asked for beside the main chunk, by the head script: on screen after two round trips', () => {
    const load = of('watt').bundle.load;
    expect(load.waves[1]).toContain(GAME_LIST_CALL);
    expect(load.roundTrips).toBe(2);
  });

  it('tracking loads no API client: the shared chunk the pages call the API with stays out of the beacon\'s and the events\' chunks', () => {
    const groups = of('watt').bundle.lazy;
    const names = (chunk: string) => groups.find((z) => z.name === chunk)!.js.files.map((f) => chunkName(f.file));
    expect(names('recharge-page'), 'the API client\'s shared chunk (scripts/build/shared-chunks.ts)').toContain('api');
    expect(names('beacon')).not.toContain('api');
    expect(names('tracking-body')).not.toContain('api');
  });

  it('purchase steps after /selectGame are separate chunks (they are loaded on demand)', () => {
    const b = of('watt');
    expect(b.bundle.purchase.missing, `not lazy: ${b.bundle.purchase.missing.join(', ')} (expected chunks: ${PURCHASE_PAGES.join(', ')})`).toEqual([]);
  });
});

describe('the checks themselves', () => {
  it('the scan finds a planted SDK, a provider\'s script the brand does not offer, another brand\'s host and name; not the brand\'s own providers', () => {
    const dir = fs.mkdtempSync(path.join(tmp, 'planted-'));
    const dragon = loadBrand('dragon');
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html>');
    fs.writeFileSync(path.join(dir, 'assets', 'x.js'), 'load("https://connect.facebook.net/en_US/sdk.js");load("https://t1.kakaocdn.net/kakao_js_sdk/2.8.3/kakao.min.js");' +
      `const e="stat_events_vkid_sdk";const h="${dragon.hosts.api[0]}";const n=${JSON.stringify(dragon.name)};`);
    const found = scanBundle(dir, loadBrand('watt'), listBrandIds().map((i) => loadBrand(i))).map((f) => f.what);
    expect(found).toContain('Kakao JS SDK (t1.kakaocdn.net/kakao_js_sdk), which the brand does not offer');
    expect(found).toContain('VK ID SDK\'s own code (stat_events_vkid_sdk)');
    expect(found.filter((w) => w.includes('facebook')), 'watt offers Facebook: its SDK\'s address is allowed').toEqual([]);
    expect(found).toContain(`dragon host ${new URL(dragon.hosts.api[0]!).host}`);
    expect(found).toContain('dragon name');
  });

  it('the HTML\'s inline code is read, but not JSON data or external scripts', () => {
    const html = '<head><script type="application/json" id="c">{"a":1}</script><script>go()</script>' +
      '<script type="module" src="/assets/index-1.js"></script><script type="module">run()</script><script>\n</script></head>';
    expect(htmlRefs(html).inlineScripts).toEqual(['go()', 'run()']);
    expect(htmlRefs(html).entries).toEqual(['assets/index-1.js']);
  });

  it('the main chunk an inline script starts after the shell is read as an entry, as the browser runs it', () => {
    const html = '<head><link rel="modulepreload" crossorigin href="/assets/index-2.js"></head><body><div id="root"></div>' +
      '<script>(self.__shell||function(s){s()})(function(){var s=document.createElement("script");s.type="module";s.crossOrigin="";s.src="/assets/index-2.js";document.head.appendChild(s)})</script></body>';
    expect(htmlRefs(html).entries).toEqual(['assets/index-2.js']);
    expect(htmlRefs(html).modulepreloads).toEqual(['assets/index-2.js']);
  });

  it('a chunk\'s static imports, dynamic imports and their preload lists are read', () => {
    const code = 'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/a-1.js","assets/a-2.css"])))=>i.map(i=>d[i]);' +
      'import{a as b}from"./shared-3.js";export{c}from"./other-4.js";' +
      'const l={x:()=>p(()=>import(`./a-1.js`),__vite__mapDeps([0,1])),y:()=>p(()=>import("./b-5.js"),[]),z:()=>import("./c-6.js")};' +
      'const s="import(\'./not-real.js\')";';
    const r = chunkRefs('assets/index-0.js', code);
    expect(r.staticImports.sort()).toEqual(['assets/other-4.js', 'assets/shared-3.js']);
    expect(r.dynamicImports).toEqual([
      { target: 'assets/a-1.js', preload: ['assets/a-2.css'] },
      { target: 'assets/b-5.js', preload: [] },
      { target: 'assets/c-6.js', preload: [] },
    ]);
  });

  it('a worker a chunk starts is read as a file it fetches later, as Vite writes it; any other URL is not', () => {
    const code = 'try{new Worker(new URL(`/assets/warm-intl.worker-7.js`,``+import.meta.url))}catch{}' +
      'new URL(`/assets/not-a-worker-8.js`,import.meta.url);new Worker(`https://elsewhere.example/w.js`);';
    expect(chunkRefs('assets/format-0.js', code).dynamicImports).toEqual([{ target: 'assets/warm-intl.worker-7.js', preload: [] }]);
  });
});

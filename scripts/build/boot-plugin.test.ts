import { describe, expect, it } from 'vitest';
import { loadBrand } from '../lib/brands.ts';
import path from 'node:path';
import crypto from 'node:crypto';
import { ROOT } from '../lib/brands.ts';
import { EARLY_GAMES_MODULES, addBoot, startScript, allowInlineStylesInCsp, allowScriptInCsp, firstLoadPreloads, messageFiles, preloadChunks, preloadModules, scriptHash } from './boot-plugin.ts';

const brand = loadBrand('watt');
const html = `<html><head><meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self'; style-src 'self'" />
<title>T</title><script type="module" crossorigin src="/assets/index-1.js"></script><link rel="stylesheet" href="/a.css"></head>
<body>
    <div id="root"></div>
</body></html>`;
const configOf = (out: string) => JSON.parse(/id="boot-config">(.*?)<\/script>/.exec(out)![1]!);

describe('index.html\'s shells', () => {
  it('writes one template per distinct shell, and points each address at its own', () => {
    const out = addBoot(html, brand, { '/': '<h1>A</h1>', '/selectGame': '<h1>A</h1>', '/selectGoods': '<h1>B</h1>' }, 'gate()');
    expect(out.match(/<template /g)).toHaveLength(2);
    expect(out).toContain('<template id="shell-0"><h1>A</h1></template>');
    expect(out).toContain('<template id="shell-1"><h1>B</h1></template>');
    expect(configOf(out).shells).toEqual({ '/': 'shell-0', '/selectGame': 'shell-0', '/selectGoods': 'shell-1' });
  });

  it('gives the head script what it needs of the brand for the early game list, the shells, preloads, early-list addresses of the route table and later messages, and nothing else', () => {
    const out = addBoot(html, brand, { '/': '<h1>A</h1>' }, 'gate()', { '/recharge': ['assets/r.js'] }, { preloads: [], styles: {}, firstMessages: { en: 'assets/locale-en-x.js' }, laterMessages: { en: 'assets/locale-en-later-x.js' } });
    expect(configOf(out)).toEqual({
      id: 'watt', languages: brand.languages, domainAreas: brand.domainAreas,
      hosts: { api: brand.hosts.api, demoApi: brand.hosts.demoApi },
      shells: { '/': 'shell-0' }, preload: { '/recharge': ['assets/r.js'] }, earlyGames: ['/', '/selectGame'],
      firstMessages: { en: 'assets/locale-en-x.js' }, laterMessages: { en: 'assets/locale-en-later-x.js' },
    });
  });

  it('finds each language\'s later messages\' chunk by its facade module', () => {
    const chunks = [{ fileName: 'assets/locale-en-later-x.js', facadeModuleId: '\0virtual:locale-later/en' }, { fileName: 'assets/locale-en-y.js', facadeModuleId: '\0virtual:locale/en' }];
    expect(messageFiles(chunks, { en: '\0virtual:locale-later/en', de: '\0virtual:locale-later/de' })).toEqual({ en: 'assets/locale-en-later-x.js' });
  });

  it('runs the gate in the head before the stylesheet, shows the shell after the templates, and allows both scripts by their hashes', () => {
    const out = addBoot(html, brand, { '/': '<h1>A</h1>' }, 'gate()');
    const gate = out.indexOf('<script>gate()</script>');
    expect(gate).toBeGreaterThan(out.indexOf('id="boot-config"'));
    expect(gate).toBeLessThan(out.indexOf('rel="stylesheet"'));
    const start = startScript('/assets/index-1.js');
    expect(out.indexOf(`<script>${start}</script>`)).toBeGreaterThan(out.indexOf('</template>'));
    expect(out).toContain(`script-src 'self' ${scriptHash(start)} ${scriptHash('gate()')};`);
  });

  it('fetches the main chunk from the head but runs it from the script after the shell, so the shell is painted first', () => {
    const out = addBoot(html, brand, { '/': '<h1>A</h1>' }, 'gate()');
    expect(out).not.toMatch(/<script type="module"/);
    expect(out.indexOf('<link rel="modulepreload" crossorigin href="/assets/index-1.js">')).toBeLessThan(out.indexOf('</head>'));
    expect(out.indexOf('s.src="/assets/index-1.js"')).toBeGreaterThan(out.indexOf('</template>'));
  });

  it('starts the main chunk at once when the head has left no __shell (a missing or broken config)', () => {
    const appended: { type: string; src: string; crossOrigin: string }[] = [];
    const fakeDoc = { createElement: () => ({ type: '', src: '', crossOrigin: null as string | null }), head: { appendChild: (s: (typeof appended)[number]) => appended.push(s) } };
    new Function('self', 'document', startScript('/assets/index-1.js'))({}, fakeDoc);
    expect(appended).toEqual([{ type: 'module', src: '/assets/index-1.js', crossOrigin: '' }]);
  });

  it('refuses an index.html without the entry script, rather than ship a page that never starts', () => {
    expect(() => addBoot(html.replace(/<script type="module"[^>]*><\/script>/, ''), brand, { '/': '<h1>A</h1>' }, 'gate()')).toThrow(/no entry script/);
  });

  it('allows the inline style by the hash of its text as built, replacing a hash of what it was before minifying', () => {
    const built = `<meta http-equiv="Content-Security-Policy" content="default-src 'self'; style-src 'self' 'sha256-stale='; img-src 'self'" /><style>:root{--brand:#fff}</style>`;
    const out = allowInlineStylesInCsp(built);
    expect(out).toContain(`style-src 'self' ${scriptHash(':root{--brand:#fff}')}; img-src`);
    expect(out).not.toContain('stale');
    expect(addBoot(html.replace('</head>', '<style>:root{--brand:#c2410c}</style></head>'), brand, { '/': '<h1>A</h1>' }, 'gate()')).toContain(`style-src 'self' ${scriptHash(':root{--brand:#c2410c}')}"`);
  });

  it('puts the minified script in as it is, even where it reads like a replacement pattern', () => {
    const script = 'a.replace(/x/,"$&$\'$`")';
    expect(addBoot(html, brand, { '/': '<h1>A</h1>' }, script)).toContain(`<script>${script}</script>`);
  });

  it('keeps its JSON from closing the script element it sits in', () => {
    const out = addBoot(html, brand, { '/</script><script>alert(1)//': '<h1>A</h1>' }, 'gate()');
    expect(out).not.toContain('</script><script>alert(1)');
    expect(out).toContain('\\u003c/script>');
  });

  it('fails the build when index.html has no #root or no <title> to put them after', () => {
    expect(() => addBoot('<html><body></body></html>', brand, {}, 'gate()')).toThrow(/no <div id="root"><\/div>/);
    expect(() => addBoot('<html><body><div id="root"></div></body></html>', brand, {}, 'gate()')).toThrow(/no <\/title>/);
  });
});

const chunk = (fileName: string, imports: string[] = [], facade: string | null = null, moduleIds: string[] = facade ? [facade] : []) =>
  ({ type: 'chunk' as const, fileName, imports, facadeModuleId: facade, moduleIds });
const MODULES = preloadModules();
const modulesOf = [...new Set(Object.values(MODULES).flat())];
const pages = modulesOf.map((file, i) =>
  chunk(`assets/m${i}.js`, file.includes('recharge') ? ['assets/shared.js', 'assets/index.js'] : ['assets/index.js'], path.join(ROOT, file)));
const fileOf = (module: string) => `assets/m${modulesOf.indexOf(module)}.js`;

describe('the HTML\'s preload of what the address needs', () => {
  it('names each later page\'s chunk and what it imports, leaving out the first load', () => {
    const all = [chunk('assets/index.js'), chunk('assets/shared.js', ['assets/deep.js']), chunk('assets/deep.js'), ...pages];
    const routes = preloadChunks(all, new Set(['assets/index.js']));
    expect(routes['/recharge']).toEqual([fileOf('src/pages/recharge/recharge-page.tsx'), 'assets/shared.js', 'assets/deep.js']);
    expect(Object.keys(routes).sort()).toEqual(Object.keys(MODULES).sort());
  });

  it('preloads the game list\'s endpoint module on the addresses where the head asks for the list, and no page there', () => {
    expect(MODULES['/selectGame']).toEqual(EARLY_GAMES_MODULES);
    expect(MODULES['/']).toEqual(EARLY_GAMES_MODULES);
    expect(MODULES['/selectGoods']).toEqual(['src/pages/select-goods/select-goods-page.tsx']);
  });

  it('finds a module merged into a chunk it is not the facade of', () => {
    const merged = chunk('assets/shared.js', [], path.join(ROOT, 'src/other.ts'), [path.join(ROOT, 'src/other.ts'), path.join(ROOT, EARLY_GAMES_MODULES[0]!)]);
    expect(preloadChunks([chunk('assets/index.js'), merged], new Set(['assets/index.js']), { '/selectGame': [EARLY_GAMES_MODULES[0]!] })).toEqual({ '/selectGame': ['assets/shared.js'] });
  });

  it('stops the build when a module of the table is in no chunk (the page moved)', () => {
    expect(() => preloadChunks([chunk('assets/index.js')], new Set())).toThrow(/no chunk holds src\/pages\/select-goods/);
  });

  it('preloads from the HTML what the first page needs beside the entry: its static imports, deep ones too; not a language (the head picks the visit\'s)', () => {
    const all = [
      { ...chunk('assets/index.js', ['assets/shared.js']), isEntry: true },
      { ...chunk('assets/shared.js', ['assets/deep.js']), isEntry: false },
      { ...chunk('assets/deep.js'), isEntry: false },
      { ...chunk('assets/locale-en.js', [], '\0virtual:locale/en'), isEntry: false },
      { ...chunk('assets/locale-de.js', [], '\0virtual:locale/de'), isEntry: false },
    ];
    const { entry, preloads } = firstLoadPreloads(all);
    expect(entry).toBe('assets/index.js');
    expect([...preloads].sort()).toEqual(['assets/deep.js', 'assets/shared.js']);
  });

  it('allows exactly a given inline script in the Content-Security-Policy', () => {
    const script = 'preload()';
    const html = `<meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self'; object-src 'none'" />`;
    const hash = crypto.createHash('sha256').update(script).digest('base64');
    expect(allowScriptInCsp(html, script)).toContain(`script-src 'self' 'sha256-${hash}';`);
    expect(() => allowScriptInCsp(`<meta http-equiv="Content-Security-Policy" content="default-src 'self'" />`, script)).toThrow(/script-src/);
  });
});

// @vitest-environment node
/**
 * The build itself: real Vite builds of a few brands into a temporary folder.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBrands } from './build-brands.ts';
import { listFiles, readManifest } from './build/manifest.ts';
import { ROOT, listBrandIds, loadBrand } from './lib/brands.ts';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'brands-'));
const first = path.join(tmp, 'first');
const second = path.join(tmp, 'second');
const SAMPLE = ['watt', 'ko', 'joyage'];

beforeAll(async () => {
  await buildBrands({ ids: SAMPLE, outRoot: first, force: true, quiet: true });
  await buildBrands({ ids: SAMPLE, outRoot: second, force: true, quiet: true });
}, 120_000);
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

const filesOf = (root: string, id: string) => listFiles(path.join(root, id));
const text = (root: string, id: string) => filesOf(root, id).map((f) => fs.readFileSync(path.join(root, id, f), 'utf8')).join('\n');

describe('build-brands', () => {
  it('writes index.html, manifest.json and two locale chunks per language of the brand (first screen, later messages), and no other', () => {
    for (const id of SAMPLE) {
      const brand = loadBrand(id);
      const files = filesOf(first, id);
      expect(files).toContain('index.html');
      expect(fs.existsSync(path.join(first, id, 'manifest.json'))).toBe(true);
      const later = files.map((f) => /locale-([\w-]+)-later-[\w-]{8}\.js$/.exec(f)?.[1]).filter(Boolean).sort();
      const firsts = files.filter((f) => !/-later-[\w-]{8}\.js$/.test(f)).map((f) => /locale-([\w-]+)-[\w-]{8}\.js$/.exec(f)?.[1]).filter(Boolean).sort();
      expect(firsts).toEqual([...brand.languages].sort());
      expect(later).toEqual([...brand.languages].sort());
    }
  });

  it('holds no other brand\'s name or hosts', () => {
    const all = listBrandIds().map((id) => loadBrand(id));
    for (const id of SAMPLE) {
      const bundle = text(first, id);
      for (const other of all.filter((b) => b.id !== id)) {
        expect(bundle, `${id} mentions ${other.name}`).not.toContain(other.name);
        for (const h of other.hosts.api) expect(bundle, `${id} holds ${h}`).not.toContain(new URL(h).host);
      }
    }
  });

  it('bakes in the brand: its name, its hosts and a CSP listing them in index.html', () => {
    const html = fs.readFileSync(path.join(first, 'ko', 'index.html'), 'utf8');
    expect(html).toContain('<html lang="ko" dir="ltr">');
    expect(html).toContain('<title>KO Play</title>');
    expect(html).toMatch(/Content-Security-Policy" content="[^"]*connect-src 'self' https:\/\/api\.koplay\.example/);
    expect(html).toContain('<link rel="preconnect" href="https://api.koplay.example" crossorigin');
    // The language's messages: the head preloads the visit's once the shell is on screen.
    expect(html).not.toMatch(/<link rel="modulepreload"[^>]*locale-/);
    const config = JSON.parse(/<script type="application\/json" id="boot-config">(.*?)<\/script>/.exec(html)![1]!) as { firstMessages: Record<string, string> };
    expect(config.firstMessages.ko).toMatch(/^assets\/locale-ko-(?!later-)[\w-]+\.js$/);
    expect(fs.existsSync(path.join(first, 'ko', config.firstMessages.ko!))).toBe(true);
  });

  it('writes each purchase step\'s frame into index.html in the brand\'s default language, with its gate allowed by the CSP', () => {
    const html = fs.readFileSync(path.join(first, 'ko', 'index.html'), 'utf8');
    const ko = JSON.parse(fs.readFileSync(path.join(ROOT, 'locales', 'ko.json'), 'utf8')) as Record<string, string>;
    const templates = [...html.matchAll(/<template id="(shell-\d+)">([\s\S]*?)<\/template>/g)];
    const config = JSON.parse(/<script type="application\/json" id="boot-config">(.*?)<\/script>/.exec(html)![1]!) as { languages: string[]; shells: Record<string, string>; preload: Record<string, string[]>; earlyGames: string[] };
    expect(config.languages[0]).toBe('ko');
    expect(Object.keys(config.shells)).toEqual(['/', '/selectGame', '/selectGoods', '/recharge', '/result']);
    const shellOf = (p: string) => templates.find((t) => t[1] === config.shells[p])![2]!;
    for (const [p, key] of [['/selectGame', 'page.selectGame'], ['/selectGoods', 'page.selectGoods'], ['/recharge', 'page.recharge']] as const) {
      expect(shellOf(p)).toContain(`<h1 class="page-title" tabindex="-1">${ko[key]}</h1>`);
      expect(shellOf(p)).toContain('KO Play');
    }
    expect(config.shells['/']).toBe(config.shells['/selectGame']);
    // Step 1's frame carries its loading blocks and no card: only the app draws the games.
    expect(shellOf('/selectGame')).toContain(`class="choices-grid skeleton games" role="status" aria-label="${ko['common.loading']}"`);
    expect(shellOf('/selectGame')).not.toMatch(/class="choice\b|<fieldset|data-shell/);
    // The head script and the one after the shells: both allowed by their hashes, and no other.
    const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(scripts).toHaveLength(2);
    const csp = /script-src ([^;]*);/.exec(html)![1]!;
    for (const code of scripts) expect(csp).toContain(`'sha256-${crypto.createHash('sha256').update(code).digest('base64')}'`);
    expect(csp.match(/'sha256-/g)).toHaveLength(2);
    // A later step's chunks, preloaded by the head script, are files of the bundle.
    expect(config.preload['/recharge']!.length).toBeGreaterThan(0);
    for (const f of config.preload['/recharge']!) expect(fs.existsSync(path.join(first, 'ko', f))).toBe(true);
    // Where the head asks for the game list, the API client's chunk comes beside it.
    expect(config.earlyGames).toEqual(['/', '/selectGame']);
    expect(config.preload['/selectGame']!.length).toBeGreaterThan(0);
  });

  it('is reproducible: building twice gives byte-identical files, precompressed copies and nginx.conf included', () => {
    // Every file the build wrote, where listFiles leaves out the copies, manifest.json and nginx.conf.
    const written = (root: string, id: string) => fs.readdirSync(path.join(root, id), { recursive: true, encoding: 'utf8' })
      .filter((f) => fs.statSync(path.join(root, id, f)).isFile()).sort();
    for (const id of SAMPLE) {
      const files = written(first, id);
      expect(files).toEqual(expect.arrayContaining(['index.html.br', 'index.html.gz', 'manifest.json', 'nginx.conf']));
      expect(filesOf(second, id)).toEqual(filesOf(first, id));
      expect(written(second, id)).toEqual(files);
      for (const f of files) {
        expect(fs.readFileSync(path.join(second, id, f)).equals(fs.readFileSync(path.join(first, id, f))), `${id}/${f}`).toBe(true);
      }
    }
  });

  it('writes a brotli and a gzip copy beside each text file, which the manifest counts once, by their sizes', () => {
    const dir = path.join(first, 'watt');
    const m = readManifest(dir)!;
    expect(m.files.map((f) => f.path)).toEqual(filesOf(first, 'watt').map((f) => f.split(path.sep).join('/')));
    for (const f of m.files) {
      expect(f.path).not.toMatch(/\.(br|gz)$/);
      if (!/\.(html|js|css)$/.test(f.path)) continue;
      for (const [ext, size] of [['.br', f.brotli], ['.gz', f.gzip]] as const) {
        const copy = path.join(dir, f.path + ext);
        // A copy is left out only where it would not be smaller than the file.
        if (fs.existsSync(copy)) expect(fs.statSync(copy).size, f.path + ext).toBe(size);
        else expect(size, f.path + ext).toBeGreaterThanOrEqual(f.bytes);
      }
    }
    expect(fs.existsSync(path.join(dir, 'index.html.br'))).toBe(true);
  });

  it('skips a brand whose inputs have not changed', async () => {
    const r = await buildBrands({ ids: ['ko'], outRoot: first, force: false, quiet: true });
    expect(r).toEqual({ built: [], skipped: ['ko'] });
  });

  it('writes the social logins\' callback page into every brand, with no inline script, and again at the brand\'s Twitter redirect page', () => {
    const page = (id: string, p: string) => fs.readFileSync(path.join(first, id, p), 'utf8');
    for (const id of SAMPLE) {
      const html = page(id, 'auth/callback.html');
      expect(html).toContain(`Content-Security-Policy" content="default-src 'none'; script-src 'self';`);
      expect(html.match(/<script[^>]*>/g)).toEqual(['<script src="/auth/callback.js">']);
      expect(page(id, 'auth/callback.js')).toContain('social-login-result');
    }
    expect(page('watt', 'twitter-callback.html')).toBe(page('watt', 'auth/callback.html'));
    expect(fs.existsSync(path.join(first, 'ko', 'twitter-callback.html'))).toBe(false);
  });

  it('each brand\'s CSP allows the hosts of the logins it offers and no other\'s (watt: Google, Apple, Facebook, Twitter; ko: Google, Apple, Facebook, Kakao)', () => {
    const csp = (id: string) => /Content-Security-Policy" content="([^"]*)"/.exec(fs.readFileSync(path.join(first, id, 'index.html'), 'utf8'))![1]!;
    const sources = (id: string, d: string) => csp(id).split('; ').find((x) => x.startsWith(d + ' '))?.split(' ').slice(1) ?? [];
    const google = { script: 'https://accounts.google.com/gsi/client', frame: 'https://accounts.google.com/gsi/' };
    expect(sources('watt', 'script-src')).toEqual(expect.arrayContaining([google.script, 'https://appleid.cdn-apple.com', 'https://connect.facebook.net']));
    expect(sources('watt', 'frame-src')).toEqual(expect.arrayContaining([google.frame, 'https://appleid.apple.com', 'https://www.facebook.com']));
    expect(sources('watt', 'connect-src')).toEqual(expect.arrayContaining(['https://graph.facebook.com', 'https://appleid.apple.com']));
    expect(sources('ko', 'script-src')).toEqual(expect.arrayContaining([google.script, 'https://appleid.cdn-apple.com', 'https://connect.facebook.net', 'https://t1.kakaocdn.net']));
    for (const other of ['kakaocdn', 'unpkg.com', 'id.vk.ru']) expect(csp('watt')).not.toContain(other);
    for (const other of ['unpkg.com', 'id.vk.ru']) expect(csp('ko')).not.toContain(other);
  });

  it('fails with the file and field named when a brand is broken', async () => {
    process.env.STORE_TRACKING_HOST = 'ftp://data.example';
    try {
      await expect(buildBrands({ ids: ['watt'], outRoot: path.join(tmp, 'broken'), force: true, quiet: true }))
        .rejects.toThrow(/brands\/watt\.json[\s\S]*hosts\.tracking: "ftp:\/\/data\.example" must use https/);
      expect(fs.existsSync(path.join(tmp, 'broken', 'watt'))).toBe(false);
    } finally {
      delete process.env.STORE_TRACKING_HOST;
    }
  });
});

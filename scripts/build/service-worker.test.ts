// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { precacheEntries } from './service-worker.ts';

let dir = '';
afterEach(() => { if (dir) fs.rmSync(dir, { recursive: true, force: true }); });

function bundle(files: string[]): string {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-precache-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  for (const f of files) fs.writeFileSync(path.join(dir, f), f);
  return dir;
}

describe('precacheEntries (what the service worker precaches)', () => {
  it("index.html by its content and every chunk but other languages' messages; no copies, callback pages or the worker", () => {
    const d = bundle(['index.html', 'index.html.br', 'sw.js', 'twitter-callback.html', 'assets/index-AbCd1234.js', 'assets/index-AbCd1234.js.br',
      'assets/locale-en-Ab-d1234.js', 'assets/locale-en-later-Xy_z9876.js', 'assets/locale-ar-Qw3rty12.js', 'assets/locale-ar-later-Qw3rty12.js',
      'assets/locale-zh-TW-Qw3rty12.js', 'assets/locale-de-later-Qw3rty12.js', 'assets/recharge-page-Zz9-aa11.js']);
    const entries = precacheEntries(d, { languages: ['en', 'ar', 'de', 'zh-TW'] } as never);
    expect(entries.map((e) => e.url)).toEqual(['/index.html', '/assets/index-AbCd1234.js', '/assets/locale-en-Ab-d1234.js', '/assets/locale-en-later-Xy_z9876.js', '/assets/recharge-page-Zz9-aa11.js']);
    expect(entries[0]!.revision).toMatch(/^[0-9a-f]{16}$/);
    expect(entries.slice(1).every((e) => e.revision === null), 'hashed names carry their version').toBe(true);
  });

  it("a brand whose default language is another keeps that language's messages", () => {
    const d = bundle(['index.html', 'assets/locale-en-Ab-d1234.js', 'assets/locale-zh-TW-Qw3rty12.js', 'assets/locale-zh-TW-later-Qw3rty12.js']);
    expect(precacheEntries(d, { languages: ['zh-TW', 'en'] } as never).map((e) => e.url)).toEqual(['/index.html', '/assets/locale-zh-TW-Qw3rty12.js', '/assets/locale-zh-TW-later-Qw3rty12.js']);
  });
});

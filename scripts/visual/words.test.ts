// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildMessages, chunkMessages } from './words.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'words-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('the wording a build shows, read from its locale chunks', () => {
  it('reads a chunk\'s JSON.parse literal, a template literal with escapes or a quoted string', () => {
    expect(chunkMessages('import{a as e}from"./x.js";var t=JSON.parse(`{"login.title":"登入","q":"a \\\\"b\\\\" \\\\u0060c\\\\u0060"}`);export{t as default};'))
      .toEqual({ 'login.title': '登入', q: 'a "b" `c`' });
    expect(chunkMessages('var e=JSON.parse("{\\"a\\":\\"b\\"}");')).toEqual({ a: 'b' });
  });

  it('never runs code in a chunk: a template literal with a substitution is not read', () => {
    expect(() => chunkMessages('var t=JSON.parse(`{"a":"${globalThis.x=1}"}`);')).toThrow(/no JSON.parse of a string literal/);
  });

  it('merges a language\'s first-screen and later chunks, and no other language\'s', () => {
    fs.mkdirSync(path.join(dir, 'assets'));
    const w = (f: string, o: object) => fs.writeFileSync(path.join(dir, 'assets', f), `var e=JSON.parse(${JSON.stringify(JSON.stringify(o))});`);
    w('locale-zh-TW-Ab12_-x9.js', { 'login.title': '會員登入' });
    w('locale-zh-TW-later-Zz99aa00.js', { 'footer.language': '語言' });
    w('locale-en-Q1w2e3r4.js', { 'login.title': 'Log in' });
    w('locale-en-later-Q1w2e3r5.js', { 'footer.language': 'Language' });
    expect(buildMessages(dir, 'zh-TW')).toEqual({ 'login.title': '會員登入', 'footer.language': '語言' });
    expect(buildMessages(dir, 'en')).toEqual({ 'login.title': 'Log in', 'footer.language': 'Language' });
    expect(() => buildMessages(dir, 'ar')).toThrow(/no messages for ar/);
  });
});

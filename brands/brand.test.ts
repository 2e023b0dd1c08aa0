import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BrandFileError } from './brand.ts';
import { brandProblems, validateBrand } from './brand-check.ts';

const dir = path.dirname(new URL(import.meta.url).pathname);
/** Every brand file: a brand is its file. */
const BRAND_FILES = fs.readdirSync(dir).filter((f) => f.endsWith('.json') && f !== 'brand.schema.json').map((f) => f.slice(0, -5));
const read = (id: string) => JSON.parse(fs.readFileSync(path.join(dir, `${id}.json`), 'utf8'));
const watt = () => read('watt');

describe('brand files', () => {
  it.each(BRAND_FILES)('brands/%s.json is valid', (id) => {
    expect(brandProblems(read(id), { expectedId: id })).toEqual([]);
  });

  it('each brand has a tracking event id of its own', () => {
    const ids = BRAND_FILES.map((id) => read(id).trackingEventId);
    expect(new Set(ids).size).toBe(BRAND_FILES.length);
  });

  it('only joynet hides the progress bar, and exactly two brands set the area from /@code', () => {
    const brands = BRAND_FILES.map(read);
    expect(brands.filter((b) => !b.features.progressBar).map((b) => b.id)).toEqual(['joynet']);
    expect(brands.filter((b) => b.features.codeRouteSetsArea)).toHaveLength(2);
    expect(brands.filter((b) => b.clientIdAreas)).toHaveLength(1);
    expect(brands.filter((b) => b.features.koreaCompany).map((b) => b.id)).toEqual(['ko']);
  });

  it('no brand names a real domain: every host is under .example', () => {
    for (const id of BRAND_FILES) {
      const text = fs.readFileSync(path.join(dir, `${id}.json`), 'utf8');
      const hosts = [...text.matchAll(/https?:\/\/([^/"]+)/g)].map((m) => m[1]!);
      for (const h of hosts) expect(h, `${id}: ${h}`).toMatch(/\.example$/);
    }
  });
});

describe('validateBrand', () => {
  it('names the file and every broken field', () => {
    const b = watt();
    b.hosts.api = ['https://api.watt.example/v1'];
    b.languages = ['en', 'xx'];
    b.currency = 'GBP';
    delete b.copyright;
    try {
      validateBrand(b, 'brands/watt.json');
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(BrandFileError);
      const msg = (e as Error).message;
      expect(msg).toContain('brands/watt.json');
      expect(msg).toMatch(/hosts\.api\[0\]: .*bare origin/);
      expect(msg).toMatch(/languages\[1\]: "xx"/);
      expect(msg).toMatch(/currency: must be one of/);
      expect(msg).toMatch(/copyright: must be a non-empty string/);
    }
  });

  it('rejects unknown fields so a typo is not silently ignored', () => {
    const b = watt();
    b.hosts.paymnt = ['https://x.example'];
    b.colour = '#fff';
    expect(brandProblems(b)).toEqual(expect.arrayContaining(['hosts.paymnt: unknown field', 'colour: unknown field']));
  });

  it('refuses plain http hosts in production but allows them for a staging build', () => {
    const b = watt();
    b.hosts.tracking = 'http://127.0.0.1:7105';
    expect(brandProblems(b)).toContain('hosts.tracking: "http://127.0.0.1:7105" must use https');
    expect(brandProblems(b, { allowHttp: true })).toEqual([]);
  });

  it('checks the id against the file name', () => {
    expect(brandProblems(watt(), { expectedId: 'ko' })).toContain('id: "watt" does not match the file name "ko"');
  });

  it('requires legal links for the default language and only for offered languages', () => {
    const b = watt();
    delete b.legal.en;
    b.legal.ja = { privacy: 'https://a.example/p', agreement: 'https://a.example/a' };
    const p = brandProblems(b);
    expect(p).toContain('legal.en: the default language must have its legal links');
    expect(p).toContain("legal.ja: is not one of the brand's languages");
  });

  it('requires a domain area on every game code of a brand whose /@code sets the area', () => {
    const b = read('acenet');
    delete b.gameCodes.ace.domainArea;
    expect(brandProblems(b)).toContain('gameCodes.ace.domainArea: is required when features.codeRouteSetsArea is true');
  });

  it('accepts a per-area login client number and rejects a bad one', () => {
    const b = read('joyage');
    expect(brandProblems(b)).toEqual([]);
    b.login.clientNumber = { default: 300, mars: 1 };
    expect(brandProblems(b)).toContain('login.clientNumber.mars: is not a domain area');
  });
});

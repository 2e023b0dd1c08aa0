// @vitest-environment node
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sandboxHostEnv, sandboxOrigin } from '../../sandbox/ports.ts';
import { BRANDS_DIR, loadBrand } from './brands.ts';
import { contentSecurityPolicy } from '../build/html.ts';
import { PRODUCTION, socialAuthFor, socialCspSources } from './social-auth.ts';
import { bakedBrand } from '../build/vite-brand.ts';

describe('socialAuth (the social logins\' provider addresses baked into a brand)', () => {
  it('the providers\' own addresses by default, only for the providers the brand has keys for', () => {
    expect(loadBrand('watt').socialAuth).toEqual({
      google: { script: 'https://accounts.google.com/gsi/client' },
      apple: { script: 'https://appleid.cdn-apple.com/appleauth/static/jsapi/appleid/1/en_US/appleid.auth.js' },
      facebook: { script: 'https://connect.facebook.net/en_US/sdk.js', dialog: 'https://www.facebook.com/v25.0/dialog/oauth' },
      twitter: { pageOrigins: ['https://api.x.com', 'https://api.twitter.com'] },
    });
    // VK ID's SDK is bundled: nothing to load from VK.
    expect(loadBrand('ru').socialAuth).toEqual({ google: PRODUCTION.google.auth, vk: {} });
    expect(loadBrand('ko').socialAuth.kakao).toEqual({
      script: 'https://t1.kakaocdn.net/kakao_js_sdk/2.8.3/kakao.min.js', integrity: expect.stringMatching(/^sha384-[A-Za-z0-9+/]{64}$/),
    });
  });

  it('STORE_SOCIAL_AUTH_ORIGIN (set by sandboxHostEnv) moves every address to that origin at the same path, without an integrity', () => {
    const social = sandboxOrigin('social', 7100);
    expect(loadBrand('watt', sandboxHostEnv(7100)).socialAuth).toEqual({
      google: { script: `${social}/gsi/client` },
      apple: { script: `${social}/appleauth/static/jsapi/appleid/1/en_US/appleid.auth.js` },
      facebook: { script: `${social}/en_US/sdk.js`, dialog: `${social}/v25.0/dialog/oauth` },
      twitter: { pageOrigins: [social] },
    });
    expect(loadBrand('ko', { STORE_SOCIAL_AUTH_ORIGIN: 'https://social.staging.example' }).socialAuth.kakao)
      .toEqual({ script: 'https://social.staging.example/kakao_js_sdk/2.8.3/kakao.min.js' });
  });

  it('is part of the baked config (and so of the manifest and its config hash)', () => {
    // A staging build loads the stand-in's script in place of the bundled SDK, which reaches VK's own hosts only.
    expect(bakedBrand(loadBrand('ru', sandboxHostEnv(7100))).socialAuth.vk!.script).toBe(`${sandboxOrigin('social', 7100)}/@vkid/sdk@2.6.7/dist-sdk/umd/index.js`);
    const { socialAuth: _, ...plain } = loadBrand('ru');
    expect(bakedBrand(plain).socialAuth).toEqual(loadBrand('ru').socialAuth);
  });

  it('refuses an override that is not a bare http(s) origin, naming the variable and the brand file', () => {
    expect(() => socialAuthFor({ clientNumber: 1 }, { STORE_SOCIAL_AUTH_ORIGIN: 'https://social.example/path' })).toThrow(/STORE_SOCIAL_AUTH_ORIGIN: "https:\/\/social.example\/path" must be a bare/);
    expect(() => loadBrand('watt', { STORE_SOCIAL_AUTH_ORIGIN: 'ftp://x' })).toThrow(/brands\/watt\.json[\s\S]*STORE_SOCIAL_AUTH_ORIGIN/);
  });
});

describe('the CSP sources of a brand\'s social logins', () => {
  const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(name + ' '))?.split(' ').slice(1) ?? [];

  it('each brand\'s CSP allows the hosts its own logins need, and none of another\'s', () => {
    const ko = contentSecurityPolicy(loadBrand('ko'));
    const ru = contentSecurityPolicy(loadBrand('ru'));
    // ko: Google, Apple, Facebook (the spec offers it on every brand), Kakao.
    expect(directive(ko, 'script-src')).toEqual(expect.arrayContaining(['https://accounts.google.com/gsi/client', 'https://appleid.cdn-apple.com', 'https://connect.facebook.net', 'https://t1.kakaocdn.net']));
    expect(directive(ko, 'frame-src')).toEqual(expect.arrayContaining(['https://accounts.google.com/gsi/', 'https://appleid.apple.com']));
    for (const other of ['https://unpkg.com', 'https://id.vk.ru']) expect(ko).not.toContain(other);
    // ru: Google and VK (no Facebook: blocked in Russia, a departure in api/openapi.yaml), whose SDK is bundled: its script comes from the storefront's own origin, only its calls go to id.vk.ru.
    expect(directive(ru, 'script-src')).toEqual(["'self'", 'https://accounts.google.com/gsi/client']);
    expect(directive(ru, 'connect-src')).toEqual(expect.arrayContaining(['https://accounts.google.com/gsi/', 'https://id.vk.ru']));
    for (const other of ['https://t1.kakaocdn.net', 'https://appleid', 'facebook']) expect(ru).not.toContain(other);
  });

  it('no brand\'s CSP names a public package CDN: every script source is the storefront\'s own or a provider\'s exact host', () => {
    for (const id of fs.readdirSync(BRANDS_DIR).filter((f) => f.endsWith('.json') && !f.startsWith('brand')).map((f) => f.slice(0, -5))) {
      const csp = contentSecurityPolicy(loadBrand(id));
      expect(csp, id).not.toMatch(/unpkg|jsdelivr|cdnjs|esm\.sh|skypack/);
    }
  });

  it('a staging build allows the stand-in origin, in the directives the provider needs', () => {
    const social = sandboxOrigin('social', 7100);
    expect(socialCspSources(loadBrand('ru', sandboxHostEnv(7100)).socialAuth)).toEqual({ script: [social], frame: [social], connect: [social] });
    // Twitter has no script: nothing to allow.
    expect(socialCspSources({ twitter: { pageOrigins: ['https://api.x.com'] } })).toEqual({ script: [], frame: [], connect: [] });
  });
});

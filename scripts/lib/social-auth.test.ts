// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sandboxHostEnv, sandboxOrigin } from '../../sandbox/ports.ts';
import { loadBrand } from './brands.ts';
import { socialAuthFor } from './social-auth.ts';
import { bakedBrand } from './vite-brand.ts';

describe('socialAuth (the social login pages baked into a brand)', () => {
  it('production pages by default, only for the providers the brand has keys for', () => {
    expect(loadBrand('watt').socialAuth).toEqual({
      google: 'https://accounts.google.com/o/oauth2/v2/auth',
      apple: 'https://appleid.apple.com/auth/authorize',
      facebook: 'https://www.facebook.com/v19.0/dialog/oauth',
      twitter: 'https://api.twitter.com/oauth/authenticate',
    });
    expect(loadBrand('ru').socialAuth).toEqual({ google: 'https://accounts.google.com/o/oauth2/v2/auth', vk: 'https://oauth.vk.com/authorize' });
  });

  it('STORE_SOCIAL_AUTH_ORIGIN (set by sandboxHostEnv) moves every page to that origin with the sandbox paths', () => {
    const social = sandboxOrigin('social', 7100);
    expect(loadBrand('watt', sandboxHostEnv(7100)).socialAuth).toEqual({
      google: `${social}/google/authorize`,
      apple: `${social}/apple/authorize`,
      facebook: `${social}/facebook/dialog/oauth`,
      twitter: `${social}/twitter/oauth/authenticate`,
    });
    expect(loadBrand('ru', { STORE_SOCIAL_AUTH_ORIGIN: 'https://social.staging.example' }).socialAuth.vk).toBe('https://social.staging.example/vk/authorize');
  });

  it('is part of the baked config (and so of the manifest and its config hash)', () => {
    expect(bakedBrand(loadBrand('ru', sandboxHostEnv(7100))).socialAuth.vk).toBe(`${sandboxOrigin('social', 7100)}/vk/authorize`);
    const { socialAuth: _, ...plain } = loadBrand('ru');
    expect(bakedBrand(plain).socialAuth).toEqual(loadBrand('ru').socialAuth);
  });

  it('refuses an override that is not a bare http(s) origin, naming the variable and the brand file', () => {
    expect(() => socialAuthFor({ clientNumber: 1 }, { STORE_SOCIAL_AUTH_ORIGIN: 'https://social.example/path' })).toThrow(/STORE_SOCIAL_AUTH_ORIGIN: "https:\/\/social.example\/path" must be a bare/);
    expect(() => loadBrand('watt', { STORE_SOCIAL_AUTH_ORIGIN: 'ftp://x' })).toThrow(/brands\/watt\.json[\s\S]*STORE_SOCIAL_AUTH_ORIGIN/);
  });
});

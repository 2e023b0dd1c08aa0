/**
 * Addresses named by the server are followed or linked only on the brand's listed hosts,
 * and never with userinfo (issue 24): `https://evil.example@www.brand.example/` is on the
 * listed host, but a player, and a browser's credential prompt, read evil.example first.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { allowedHref, listedHttpsHref, redirectTo, setRedirect } from './redirect.ts';

const LISTED = ['https://www.brand.example', 'http://staging.brand.example:8080'];
let restore = () => {};
afterEach(() => restore());

describe('listed addresses (lib/redirect.ts)', () => {
  it('drops user and password from an address on a listed host, and keeps the rest as it was', () => {
    expect(listedHttpsHref('https://evil.example@www.brand.example/support?x=1#top', LISTED)).toBe('https://www.brand.example/support?x=1#top');
    expect(listedHttpsHref('https://user:pass@www.brand.example/a', LISTED)).toBe('https://www.brand.example/a');
    expect(allowedHref('http://evil.example:pw@staging.brand.example:8080/pay', LISTED)).toBe('http://staging.brand.example:8080/pay');
    expect(listedHttpsHref('https://www.brand.example/plain', LISTED)).toBe('https://www.brand.example/plain');
  });

  it('refuses what is not on a listed host, or not http(s) (https only for links)', () => {
    for (const url of ['https://www.brand.example.evil.example/', 'https://www.brand.example@evil.example/', 'javascript:alert(1)', 'not a url', '//www.brand.example/']) {
      expect(allowedHref(url, LISTED), url).toBe('');
      expect(listedHttpsHref(url, LISTED), url).toBe('');
    }
    expect(listedHttpsHref('http://staging.brand.example:8080/x', LISTED)).toBe('');
    expect(listedHttpsHref('https://www.brand.example/', undefined)).toBe('');
  });

  it('goes to the address without its userinfo, and nowhere when it is not allowed', () => {
    const went: string[] = [];
    restore = setRedirect((u) => { went.push(u); });
    expect(redirectTo('https://evil.example@www.brand.example/checkout?billing_no=B1', LISTED)).toBe(true);
    expect(redirectTo('https://www.brand.example@evil.example/checkout', LISTED)).toBe(false);
    expect(went).toEqual(['https://www.brand.example/checkout?billing_no=B1']);
  });
});

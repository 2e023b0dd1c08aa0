import { describe, expect, it, vi } from 'vitest';
import { randomId } from './random-id.ts';
import { detectPlatform, isInAppBrowser, isSafari } from './platform.ts';
import { blockDoubleTap } from './double-tap.ts';
import { reloadPage, setReload } from './reload.ts';

const UA = {
  iphoneSafari: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  iphoneChrome: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1',
  macSafari: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  androidChrome: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  androidWebView: 'Mozilla/5.0 (Linux; Android 14; Pixel 8; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/124.0.0.0 Mobile Safari/537.36',
  facebookIos: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/459.0.0.38.115;FBBV/0]',
  instagram: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36 Instagram 330.0.0.40.92 Android',
  line: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Safari Line/14.6.0',
  windowsChrome: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
};

describe('random id (spec section 9)', () => {
  it('is 16 lowercase hex characters from crypto.getRandomValues', () => {
    const spy = vi.spyOn(globalThis.crypto, 'getRandomValues');
    const id = randomId();
    expect(id).toMatch(/^[0-9a-f]{16}$/);
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
  });

  it('differs between calls', () => {
    expect(new Set(Array.from({ length: 50 }, randomId)).size).toBe(50);
  });
});

describe('platform detector (spec section 9)', () => {
  it('tells android, ios and web apart', () => {
    expect(detectPlatform(UA.androidChrome)).toBe('android');
    expect(detectPlatform(UA.iphoneSafari)).toBe('ios');
    expect(detectPlatform(UA.iphoneChrome)).toBe('ios');
    expect(detectPlatform(UA.windowsChrome)).toBe('web');
    expect(detectPlatform(UA.macSafari, 0)).toBe('web');
  });

  it('counts an iPad that calls itself a Mac (touch screen) as ios', () => {
    expect(detectPlatform(UA.macSafari, 5)).toBe('ios');
  });

  it('recognises Safari but not Chrome or Android browsers that also say Safari', () => {
    expect(isSafari(UA.iphoneSafari)).toBe(true);
    expect(isSafari(UA.macSafari)).toBe(true);
    expect(isSafari(UA.iphoneChrome)).toBe(false);
    expect(isSafari(UA.androidChrome)).toBe(false);
    expect(isSafari(UA.windowsChrome)).toBe(false);
  });

  it('detects in-app browsers, where Google and Facebook login do not work', () => {
    for (const ua of [UA.facebookIos, UA.instagram, UA.line, UA.androidWebView]) expect(isInAppBrowser(ua)).toBe(true);
    for (const ua of [UA.iphoneSafari, UA.androidChrome, UA.windowsChrome]) expect(isInAppBrowser(ua)).toBe(false);
  });
});

describe('Safari double-tap block (spec section 5: 300 ms)', () => {
  function taps(ua: string, times: number[]) {
    const target = new EventTarget();
    let now = 0;
    blockDoubleTap(target, ua, () => now);
    return times.map((t) => {
      now = t;
      const ev = new Event('touchend', { cancelable: true });
      target.dispatchEvent(ev);
      return ev.defaultPrevented;
    });
  }

  it('blocks a second tap within 300 ms on Safari, not one after it', () => {
    expect(taps(UA.iphoneSafari, [1000, 1300, 2000, 2301])).toEqual([false, true, false, false]);
  });

  it('leaves other browsers alone', () => {
    expect(taps(UA.androidChrome, [1000, 1100])).toEqual([false, false]);
  });
});

describe('reload (swappable)', () => {
  it('calls the swapped-in reload and restores the previous one', () => {
    const fake = vi.fn();
    const restore = setReload(fake);
    reloadPage();
    expect(fake).toHaveBeenCalledTimes(1);
    restore();
    const other = vi.fn();
    const restore2 = setReload(other);
    reloadPage();
    expect(fake).toHaveBeenCalledTimes(1);
    restore2();
  });
});

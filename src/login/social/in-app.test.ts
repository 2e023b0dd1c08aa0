import socialAuth from 'virtual:brand/socialAuth';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { needsInAppNotice, socialProviders } from '../social.ts';
import { copyField, openInOtherBrowser } from './in-app.ts';
import { AUTH_WINDOW_NAME, openAuthWindow } from './popup.ts';

const FACEBOOK_APP = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/450.0]';
const ANDROID_WEBVIEW = 'Mozilla/5.0 (Linux; Android 14; Pixel 8; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

afterEach(() => { vi.restoreAllMocks(); });

describe('which providers, and how their window opens', () => {
  it('offers the providers the brand has keys for, in display order (watt: no VK)', () => {
    expect(socialProviders()).toEqual(['google', 'apple', 'facebook', 'twitter']);
    expect(Object.keys(socialAuth)).toEqual(socialProviders());
  });

  it('Google and Facebook need the notice in an in-app browser (Facebook not in its own); Apple, Twitter, VK and Kakao do not', () => {
    expect(needsInAppNotice('google', FACEBOOK_APP)).toBe(true);
    expect(needsInAppNotice('facebook', ANDROID_WEBVIEW)).toBe(true);
    expect(needsInAppNotice('facebook', FACEBOOK_APP)).toBe(false);
    expect(needsInAppNotice('kakao', ANDROID_WEBVIEW)).toBe(false);
    expect(needsInAppNotice('vk', ANDROID_WEBVIEW)).toBe(false);
    expect(needsInAppNotice('apple', FACEBOOK_APP)).toBe(false);
    expect(needsInAppNotice('twitter', FACEBOOK_APP)).toBe(false);
    expect(needsInAppNotice('google', DESKTOP)).toBe(false);
  });

  it('opens one named blank window as a popup', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    openAuthWindow();
    expect(open).toHaveBeenCalledWith('about:blank', AUTH_WINDOW_NAME, expect.stringMatching(/^popup,width=\d+,height=\d+,left=-?\d+,top=-?\d+$/));
  });
});

describe('the in-app notice\'s ways out', () => {
  it('Android: an intent:// address for the same page with the page as fallback', () => {
    const href = 'https://pay.watt-games.example/selectGame?domain_area=universal';
    const assigned: string[] = [];
    vi.spyOn(window, 'location', 'get').mockReturnValue({ set href(v: string) { assigned.push(v); } } as unknown as Location);
    openInOtherBrowser(href, ANDROID_WEBVIEW);
    expect(assigned).toEqual([`intent://pay.watt-games.example/selectGame?domain_area=universal#Intent;scheme=https;S.browser_fallback_url=${encodeURIComponent(href)};end`]);
  });

  it('elsewhere: a new window with the page', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    openInOtherBrowser('https://pay.watt-games.example/', FACEBOOK_APP);
    expect(open).toHaveBeenCalledWith('https://pay.watt-games.example/', '_blank', 'noopener');
  });

  it('copies the field\'s text with the Clipboard API, else selects it for the copy command', async () => {
    const field = document.createElement('input');
    field.value = 'https://pay.watt-games.example/';
    document.body.append(field);
    const write = vi.fn(async () => {});
    vi.spyOn(navigator, 'clipboard', 'get').mockReturnValue({ writeText: write } as unknown as Clipboard);
    expect(await copyField(field)).toBe(true);
    expect(write).toHaveBeenCalledWith('https://pay.watt-games.example/');

    write.mockRejectedValue(new Error('denied'));
    const exec = vi.fn(() => false);
    (document as unknown as { execCommand: unknown }).execCommand = exec;
    expect(await copyField(field)).toBe(false);
    expect(exec).toHaveBeenCalledWith('copy');
    expect(field.selectionStart).toBe(0);
    expect(field.selectionEnd).toBe(field.value.length);
    field.remove();
  });
});

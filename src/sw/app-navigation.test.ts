import { describe, expect, it } from 'vitest';
import { isAppNavigation } from './app-navigation.ts';

const ORIGIN = 'https://pay.watt-games.example';
const nav = (href: string, mode: RequestMode = 'navigate') => isAppNavigation({ mode }, new URL(href, ORIGIN), ORIGIN);

describe('isAppNavigation (which requests the service worker answers with index.html)', () => {
  it("answers navigations to the app's routes, with their parameters, and to a game code", () => {
    for (const p of ['/', '/selectGame?domain_area=universal', '/selectGoods', '/recharge?billing_no=1', '/result', '/replenishGoods?key=x', '/showError?reason=network', '/@starfall']) expect(nav(p), p).toBe(true);
  });

  it('leaves the login callback pages, unknown addresses, files, other origins and non-navigations to the network', () => {
    for (const p of ['/auth/callback.html', '/twitter-callback.html', '/nowhere', '/manifest.json', '/sw.js']) expect(nav(p), p).toBe(false);
    expect(nav('https://api.watt-games.example/selectGame')).toBe(false);
    expect(nav('/selectGame', 'cors')).toBe(false);
  });
});

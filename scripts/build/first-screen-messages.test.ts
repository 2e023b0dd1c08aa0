import { describe, expect, it } from 'vitest';
import { laterKeysIn, splitMessages } from './first-screen-messages.ts';
import { localeFile, readLocale } from '../lib/locales.ts';

const keys = Object.keys(readLocale(localeFile('en'))!);

describe('the first screen\'s messages and the later ones', () => {
  it('splits a language by namespace, plus the header\'s two single keys, losing none', () => {
    const { first, later } = splitMessages({ 'game.choose': 'a', 'goods.server': 'b', 'promo.open': 'c', 'promo.claim': 'd' });
    expect(first).toEqual({ 'game.choose': 'a', 'promo.open': 'c' });
    expect(later).toEqual({ 'goods.server': 'b', 'promo.claim': 'd' });
  });

  it('leaves out of the first screen what only later parts show: the footer, the cookie warning, and the listed keys of first-screen namespaces', () => {
    const { first, later } = splitMessages({
      'error.network': 'a', 'error.params.title': 'b', 'error.params.body': 'c', 'common.close': 'd', 'common.copied': 'e',
      'footer.language': 'f', 'footer.newWindow': 'g', 'cookie.title': 'h',
    });
    expect(Object.keys(first)).toEqual(['error.network', 'common.close', 'footer.newWindow']);
    expect(Object.keys(later)).toEqual(['error.params.title', 'error.params.body', 'common.copied', 'footer.language', 'cookie.title']);
    // A first-load module naming one of them is caught by the build's check.
    expect(laterKeysIn(`t('common.copied'); t('footer.language'); t('common.close')`, keys)).toEqual(['common.copied', 'footer.language']);
  });

  it('finds the later messages code names: keys, the stems tp completes, and `namespace.${…}` templates; not the first screen\'s', () => {
    expect(laterKeysIn(`t('goods.server'); tp('goods.limit.remaining', n); t(\`result.\${x}.title\`)`, keys)).toEqual(['goods.server', 'goods.limit.remaining', 'result.*']);
    expect(laterKeysIn(`t('game.choose'); t(\`steps.\${s}\`); t('promo.open'); const a = 'not.a.key'`, keys)).toEqual([]);
  });
});

/** GET /api/config/banner (step 1's banner, spec section 7's event 7) against the sandbox. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listBrandIds } from '../../scripts/lib/brands.ts';
import { loadBrand } from '../../scripts/lib/brands.ts';
import { control, expectCode, origin } from '../../sandbox/test-helpers.ts';
import { requestContext } from '../lib/request-context.ts';
import { CODE } from './contract.ts';
import { getBanners } from './games.ts';

beforeEach(() => control.reset());
afterEach(() => { requestContext.lang = ''; });

describe('GET /api/config/banner', () => {
  it('one banner per brand: an image on the API host, 1200 x 300, alt text, a link on the brand\'s own banner host', async () => {
    for (const id of listBrandIds()) {
      const b = loadBrand(id);
      const [banner, ...more] = await getBanners({ brand: id, domain_area: b.domainAreas[0]! });
      expect(more, id).toEqual([]);
      expect(banner!.image.startsWith(`${origin('api')}/`), id).toBe(true);
      expect(banner!.alt.length, id).toBeGreaterThan(0);
      expect(new URL(banner!.link).origin, id).toBe(b.hosts.bannerLinks![0]);
    }
    const [watt] = await getBanners({ domain_area: 'universal' });
    const img = await fetch(watt!.image);
    expect(img.headers.get('content-type')).toBe('image/svg+xml');
    expect(await img.text()).toMatch(/^<svg [^>]*width="1200" height="300"/);
  });

  it('in the asked language: alt text and the words on the image', async () => {
    requestContext.lang = 'ja';
    const [banner] = await getBanners({ domain_area: 'universal' });
    expect(banner!.alt).toBe('チャージフェスティバル：今週はチャージごとにボーナス報酬');
    expect(await (await fetch(banner!.image)).text()).toContain('チャージフェスティバル');
  });

  it('-3014 for an area the brand does not serve', async () => {
    await expectCode(getBanners({ domain_area: 'kr' }, { silent: true }), CODE.WRONG_DOMAIN_AREA);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PATHS as API } from '../api/contract.ts';
import { domainArea } from '../stores/domain-area.ts';
import { fakeApi } from '../test/fake-api.ts';
import { resetStoresForTests } from '../test/reset-stores.ts';
import { initialLanguage } from '../i18n/preference.ts';
import { startFirstPageData } from './first-page-data.ts';

let api: ReturnType<typeof fakeApi>;
const browserLanguages = (langs: string[]) => vi.spyOn(navigator, 'languages', 'get').mockReturnValue(langs);

beforeEach(() => {
  resetStoresForTests();
  localStorage.clear();
  vi.stubGlobal('Image', class { src = ''; });
  api = fakeApi({ [API.gameList]: () => [] });
});
afterEach(() => { api.restore(); vi.unstubAllGlobals(); vi.restoreAllMocks(); });

const until = async (ok: () => boolean) => { for (let i = 0; i < 50 && !ok(); i++) await new Promise((r) => setTimeout(r, 0)); };

describe('the first page\'s data, asked for at start', () => {
  it('asks for the game list in the language the visit starts in (the browser\'s German here), not the brand default', async () => {
    browserLanguages(['de-DE', 'en']);
    startFirstPageData({ pathname: '/selectGame', search: '?domain_area=universal' }, initialLanguage());
    await until(() => api.calls.length > 0);
    expect(api.calls[0]!.path).toBe(API.gameList);
    expect(api.calls[0]!.query.get('spec_lang')).toBe('de');
    expect(api.calls[0]!.query.get('domain_area')).toBe('universal');
  });

  it('sets the domain area from the address on a purchase route, and step 2 does not ask for the game list', async () => {
    browserLanguages(['en']);
    startFirstPageData({ pathname: '/selectGoods', search: '?domain_area=useuro' }, 'en');
    expect(domainArea.area).toBe('useuro');
    await until(() => false);
    expect(api.calls.map((c) => c.path)).not.toContain(API.gameList);
  });

  it('asks for nothing when no domain area is known yet (the area guard decides)', async () => {
    browserLanguages(['en']);
    startFirstPageData({ pathname: '/selectGame', search: '' }, 'en');
    await until(() => false);
    expect(api.calls).toHaveLength(0);
  });
});

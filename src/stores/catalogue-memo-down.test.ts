/** Step 1's list when the chunk of its memo (src/lib/games-memo.ts) does not load: the list shows as it came. */
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { PATHS as API } from '../api/contract.ts';
import { fakeApi } from '../test/fake-api.ts';
import { resetStoresForTests } from '../test/reset-stores.ts';
import { catalogue, loadGames } from './catalogue.ts';
import { setDomainArea } from './domain-area.ts';

vi.mock('../lib/games-memo.ts', () => { throw new TypeError('Failed to fetch dynamically imported module'); });

const games = [{ client_id: '1001', name: 'Starfall', icon: 'https://api.fake.test/static/logo/1001.svg', domain_areas: ['universal'] }];
let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  resetStoresForTests();
  setDomainArea('universal');
  api = fakeApi({ [API.gameList]: () => games });
});
afterEach(() => api.restore());

it('shows the list the API gave, logos by address, when the memo\'s chunk fails to load', async () => {
  await loadGames();
  expect(catalogue.games).toMatchObject({ status: 'ready', data: games });
});

/**
 * The storefront trusts no answer's shape (issue 13), in a real browser against the
 * sandbox: a game list whose field has the wrong type, or is missing, shows spec section 8's
 * query-error message and a retry; nothing crashes and the rest of the page stays.
 */
import { afterAll, afterEach, describe, expect, inject, it } from 'vitest';
import en from '../locales/en.json' with { type: 'json' };
import { sandboxControl } from '../sandbox/control-client.ts';
import { createHarness } from './harness.ts';

const h = createHarness();
const sandbox = sandboxControl(inject('sandboxPortBase'));
afterAll(() => h.close());
afterEach(() => sandbox.clearFaults('api'));

describe('a game list that breaks the contract', () => {
  for (const [what, fault] of [
    ['a name that is a number', { field: 'content.1.name', value: 42 }],
    ['a missing icon', { field: 'content.0.icon' }],
  ] as const) {
    it(`with ${what}: the query-error message and a retry that works, no crash`, async () => {
      // Once: the head's early call, whose answer the app takes; the retry gets a good list.
      await sandbox.setFault({ host: 'api', mode: 'mangle', path: '/api/game/game_list', times: 1, ...fault });
      const page = await h.open('watt', '/selectGame?domain_area=universal');
      const main = page.getByRole('main');
      await main.getByText(en['error.query']).waitFor();
      await page.getByRole('banner').waitFor();
      await main.getByRole('button', { name: en['common.retry'] }).click();
      await page.getByRole('radio', { name: 'Starfall' }).waitFor();
      expect(await page.getByRole('radio').count()).toBeGreaterThan(1);
    });
  }
});

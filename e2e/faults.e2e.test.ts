/**
 * Faults of the API hosts as a player meets them, in a real browser against the sandbox
 * (issue 17, "Faults"): a primary that hangs does not hold a first visit hostage, and a
 * primary whose gateway answers 503 to every call is failed over like one that is down.
 */
import { afterAll, afterEach, describe, expect, inject, it } from 'vitest';
import { sandboxControl } from '../sandbox/control-client.ts';
import { sandboxOrigin } from '../sandbox/ports.ts';
import { createHarness } from './harness.ts';
import { WATT_ENTRY } from './journey-steps.ts';

const base = inject('sandboxPortBase');
const h = createHarness();
const sandbox = sandboxControl(base);
afterAll(() => h.close());
afterEach(() => sandbox.clearFaults('api'));

/** The origins the page's game list calls went to, in order. */
const gameListOrigins = (page: import('playwright-core').Page) => page.evaluate(() =>
  performance.getEntriesByType('resource').filter((e) => e.name.includes('/api/game/game_list')).map((e) => new URL(e.name).origin));

describe('a primary API host in trouble', () => {
  it('hanging: a first visit shows the games from the backup long before a 10 s timeout, and the next load asks the backup first', async () => {
    await sandbox.setFault({ host: 'api', mode: 'hang' });
    const page = await h.open('watt', WATT_ENTRY);
    // Without asking the next host after 2.5 s, the first game would wait for three 10 s timeouts.
    await page.getByRole('radio', { name: 'Starfall' }).waitFor({ timeout: 8000 });
    await page.reload();
    await page.getByRole('radio', { name: 'Starfall' }).waitFor({ timeout: 8000 });
    expect((await gameListOrigins(page))[0]).toBe(sandboxOrigin('apiBackup1', base));
  });

  it('answering 503 from its gateway: retried, then failed over; the games show and the page works on', async () => {
    await sandbox.setFault({ host: 'api', mode: 'gateway', status: 503 });
    const page = await h.open('watt', WATT_ENTRY);
    // Three tries on the primary 4 s apart, then the backup: about 8 s.
    await page.getByRole('radio', { name: 'Starfall' }).check({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { name: 'Select role & goods', level: 1 }).waitFor();
    await page.getByRole('radio', { name: /S101 Aurora/ }).waitFor();
    expect(await page.getByText('Something went wrong').count()).toBe(0);
  });
});

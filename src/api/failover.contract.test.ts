/**
 * Failover against the real sandbox (spec section 4): with the primary API host's socket
 * closed, a call still succeeds through the first backup after 3 tries 4 s apart, and the
 * backup is then tried first. Real timers and real connections; Node, no window.
 */
import { afterEach, beforeEach, expect, it } from 'vitest';
import brand from 'virtual:brand';
import { STORAGE_KEYS, readStored, resetStorageForTests } from '../lib/storage.ts';
import { control, origin } from '../../sandbox/test-helpers.ts';
import { RETRY_DELAY_MS, TRIES_PER_HOST } from '../lib/constants.ts';
import { ApiError, apiGet } from './client.ts';
import { CODE, PATHS, type Game } from './contract.ts';

const listGames = (opts = {}) => apiGet<Game[]>(PATHS.gameList, { brand: 'watt', domain_area: 'universal' }, opts);

beforeEach(async () => {
  resetStorageForTests();
  await control.reset();
});

afterEach(async () => {
  await control.clearFaults();
  resetStorageForTests();
});

it('points the baked brand at the sandbox: primary, then the two backups', () => {
  expect(brand.hosts.api).toEqual([origin('api'), origin('apiBackup1'), origin('apiBackup2')]);
});

it('with the primary switched off, succeeds through the backup and then uses the backup first', async () => {
  await control.setFault({ host: 'api', mode: 'refuse' });

  const started = Date.now();
  const games = await listGames();
  const took = Date.now() - started;
  expect(games.map((g) => g.name)).toContain('Starfall');
  // Three refused tries on the primary, 4 s apart, before the backup answered.
  expect(took).toBeGreaterThanOrEqual((TRIES_PER_HOST - 1) * RETRY_DELAY_MS);
  expect(readStored(STORAGE_KEYS.backupApi)).toEqual([origin('apiBackup1'), origin('api'), origin('apiBackup2')]);

  const again = Date.now();
  await listGames();
  expect(Date.now() - again).toBeLessThan(RETRY_DELAY_MS);
});

it('does not fail over when the primary answers, even with an error code', async () => {
  await control.setFault({ host: 'api', mode: 'code', code: CODE.NO_PERMISSION, times: 1 });
  const err: unknown = await listGames({ silent: true }).catch((e: unknown) => e);
  expect(err).toBeInstanceOf(ApiError);
  expect((err as ApiError).code).toBe(CODE.NO_PERMISSION);
  expect(readStored(STORAGE_KEYS.backupApi)).toBeUndefined();
});

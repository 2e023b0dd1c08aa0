/**
 * Failover against the real sandbox (spec section 4, the contract's hosts section): with
 * the primary API host's socket closed, or something other than the backend answering in
 * its place (a gateway's 503, a maintenance page, a CDN's 403 or 429, an envelope served as
 * text/html), a call succeeds through the first backup at once, and the backup is then
 * tried first. Real timers and real connections; Node, no window.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FaultSpec } from '../../sandbox/faults.ts';
import brand from 'virtual:brand';
import { STORAGE_KEYS, readStored, resetStorageForTests } from '../lib/storage.ts';
import { control, origin } from '../../sandbox/test-helpers.ts';
import { HEDGE_AFTER_MS, RETRY_DELAY_MS } from '../lib/constants.ts';
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
  // The refused try sent the call to the backup at once: no retry wait, no hedge wait.
  expect(took).toBeLessThan(HEDGE_AFTER_MS);
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

describe('something other than the backend answers on the primary', () => {
  const pages: [string, FaultSpec][] = [
    ['a gateway\'s 503', { host: 'api', mode: 'gateway', status: 503 }],
    ['HTTP 500 with an HTML page', { host: 'api', mode: 'page', status: 500 }],
    ['a 200 maintenance page', { host: 'api', mode: 'page' }],
    ['a CDN\'s 403 block page', { host: 'api', mode: 'page', status: 403 }],
    ['a 429 in plain text', { host: 'api', mode: 'page', status: 429, contentType: 'text/plain', body: 'Too Many Requests' }],
    ['an envelope served as text/html', { host: 'api', mode: 'page', body: '{"code":1,"msg":"","content":[]}' }],
  ];
  it.each(pages)('%s: the backup answers at once, and is asked first from then on', async (_, fault) => {
    await control.setFault(fault);
    const started = Date.now();
    expect((await listGames()).map((g) => g.name)).toContain('Starfall');
    expect(Date.now() - started).toBeLessThan(HEDGE_AFTER_MS);
    expect(readStored(STORAGE_KEYS.backupApi)).toEqual([origin('apiBackup1'), origin('api'), origin('apiBackup2')]);
  });
});

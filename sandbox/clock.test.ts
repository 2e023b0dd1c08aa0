/**
 * The sandbox's clock: real time moved forward by tests, or, after a reset with `clockAt`,
 * a time that stands still (the visual diff renders against it, so a countdown reads the
 * same in every render); a plain reset lets it run again.
 */
import { afterEach, expect, it } from 'vitest';
import { getReplenishInfo } from '../src/api/replenishment.ts';
import { control } from './test-helpers.ts';

const AT = Date.UTC(2030, 0, 15, 9, 30); // ms
const clock = async () => ((await (await fetch(`${control.origin}/__sandbox/clock`)).json()) as { content: { now: number } }).content.now;
const validTime = async () => (await getReplenishInfo({ replenish_id: 'rp-watt-90s' })).valid_time;

afterEach(() => control.reset());

it('stands at clockAt after a reset with it, the seed dated from it, until a plain reset', async () => {
  await control.reset({ clockAt: AT });
  const first = [await clock(), await validTime()];
  await new Promise((r) => setTimeout(r, 1100)); // a real second must not move it
  expect([await clock(), await validTime()]).toEqual(first);
  expect(first[0]).toBe(AT);
  expect(first[1]).toBe(90);

  expect(await control.advanceClock(30_000)).toBe(AT + 30_000);
  expect(await validTime()).toBe(60);

  await control.reset();
  expect(Math.abs((await clock()) - Date.now())).toBeLessThan(5_000);
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOADING_ANNOUNCE_MS } from '../lib/constants.ts';
import { announcer, followLoads } from './announcer.ts';
import { hideToast, showToast } from './toast.ts';
import { loadInto, resource } from './resource.ts';

let stop: () => void;
beforeEach(() => { vi.useFakeTimers(); announcer.said = null; stop = followLoads(); });
afterEach(() => { stop(); vi.useRealTimers(); });

/** A load whose answer the test gives when it wants. */
function slowLoad(opts: { keep?: boolean } = {}) {
  let answer!: (v: string[]) => void;
  const done = loadInto(resource<string[]>([]), () => new Promise<string[]>((r) => { answer = r; }), opts);
  return { finish: async () => { answer(['x']); await done; } };
}

describe('loads announced to a screen reader (issue 17)', () => {
  it('a load still running after a second is announced, and so is its end', async () => {
    const l = slowLoad();
    vi.advanceTimersByTime(LOADING_ANNOUNCE_MS - 1);
    expect(announcer.said).toBeNull();
    vi.advanceTimersByTime(1);
    expect(announcer.said).toEqual({ key: 'common.loading' });
    await l.finish();
    expect(announcer.said).toEqual({ key: 'common.loaded' });
  });

  it('a quick load says nothing', async () => {
    const l = slowLoad();
    vi.advanceTimersByTime(LOADING_ANNOUNCE_MS / 2);
    await l.finish();
    vi.advanceTimersByTime(10 * LOADING_ANNOUNCE_MS);
    expect(announcer.said).toBeNull();
  });

  it('loads side by side are one wait: announced once, ended when the last ends', async () => {
    const a = slowLoad();
    const b = slowLoad();
    vi.advanceTimersByTime(LOADING_ANNOUNCE_MS);
    expect(announcer.said).toEqual({ key: 'common.loading' });
    const said = announcer.id;
    await a.finish();
    expect(announcer).toMatchObject({ said: { key: 'common.loading' }, id: said });
    await b.finish();
    expect(announcer.said).toEqual({ key: 'common.loaded' });
  });

  it('a quiet refresh of what is shown (keep) is not announced', async () => {
    const l = slowLoad({ keep: true });
    vi.advanceTimersByTime(10 * LOADING_ANNOUNCE_MS);
    await l.finish();
    expect(announcer.said).toBeNull();
  });

  it('a failed load ends the wait without "Loaded" (its toast says what failed)', async () => {
    const done = loadInto(resource<string[]>([]), () => new Promise<string[]>((_, fail) => setTimeout(() => fail(new Error('down')), 3 * LOADING_ANNOUNCE_MS)));
    vi.advanceTimersByTime(LOADING_ANNOUNCE_MS);
    expect(announcer.said).toEqual({ key: 'common.loading' });
    vi.advanceTimersByTime(2 * LOADING_ANNOUNCE_MS);
    await done;
    expect(announcer.said).toEqual({ key: 'common.loading' });
    const l = slowLoad(); // the next wait is announced afresh
    vi.advanceTimersByTime(LOADING_ANNOUNCE_MS);
    await l.finish();
    expect(announcer.said).toEqual({ key: 'common.loaded' });
  });

  it('a toast\'s words are said too (the toast itself is only seen), a repeat as a new announcement', () => {
    showToast({ text: 'Server says no' });
    expect(announcer.said).toEqual({ text: 'Server says no' });
    const first = announcer.id;
    showToast({ text: 'Server says no' });
    expect(announcer.id).toBe(first + 1);
    hideToast();
    expect(announcer.said).toEqual({ text: 'Server says no' }); // kept after the toast goes
  });
});

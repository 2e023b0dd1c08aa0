import { describe, expect, it } from 'vitest';
import { blankLoads, loadInto, resource } from './resource.ts';

const deferred = <T>() => {
  let resolve!: (v: T) => void; let reject!: (e: unknown) => void;
  const promise = new Promise<T>((a, b) => { resolve = a; reject = b; });
  return { promise, resolve, reject };
};

describe('loadInto', () => {
  it('a load empties what is shown and is loading until its answer, counted as a blank load', async () => {
    const r = resource<string[]>([]);
    r.data = ['old']; r.status = 'ready';
    const answer = deferred<string[]>();
    const done = loadInto(r, () => answer.promise);
    expect(r).toMatchObject({ status: 'loading', data: [] });
    expect(blankLoads.count).toBe(1);
    answer.resolve(['new']);
    await done;
    expect(r).toMatchObject({ status: 'ready', data: ['new'] });
    expect(blankLoads.count).toBe(0);
  });

  it('a quiet refresh (keep) of a ready resource leaves it ready, with what it showed, until the answer is in', async () => {
    const r = resource<string[]>([]);
    r.data = ['old']; r.status = 'ready';
    const answer = deferred<string[]>();
    const done = loadInto(r, () => answer.promise, { keep: true });
    expect(r).toMatchObject({ status: 'ready', data: ['old'] });
    expect(blankLoads.count).toBe(0);
    answer.resolve(['new']);
    expect(await done).toEqual(['new']);
    expect(r).toMatchObject({ status: 'ready', data: ['new'] });
  });

  it('keep on a resource that shows nothing yet is loading as any first load; a failed refresh is failed', async () => {
    const r = resource<string[]>([]);
    const first = deferred<string[]>();
    const loading = loadInto(r, () => first.promise, { keep: true });
    expect(r.status).toBe('loading');
    first.resolve(['a']);
    await loading;
    const refresh = deferred<string[]>();
    const failing = loadInto(r, () => refresh.promise, { keep: true });
    refresh.reject(new Error('down'));
    expect(await failing).toBeUndefined();
    expect(r.status).toBe('error');
  });

  it('an older answer arriving after a newer load is dropped', async () => {
    const r = resource<string[]>([]);
    const older = deferred<string[]>();
    const first = loadInto(r, () => older.promise);
    await loadInto(r, async () => ['newer']);
    older.resolve(['older']);
    expect(await first).toBeUndefined();
    expect(r.data).toEqual(['newer']);
  });
});

/** The Intl warm-up (warm-intl.ts): off the main thread, and never in the page's way. */
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => { vi.unstubAllGlobals(); vi.restoreAllMocks(); vi.resetModules(); });

describe('warm-intl', () => {
  it('starts the worker module when the formatting code loads', async () => {
    const made: string[] = [];
    vi.stubGlobal('Worker', class { constructor(url: URL) { made.push(String(url)); } });
    await import('./format.ts');
    expect(made).toEqual([expect.stringMatching(/\/warm-intl\.worker\.ts(\?|$)/)]);
  });

  it('lets the formatting code load where there are no workers, or one is refused', async () => {
    vi.stubGlobal('Worker', undefined);
    await expect(import('./format.ts')).resolves.toHaveProperty('formatMoney');
    vi.resetModules();
    vi.stubGlobal('Worker', class { constructor() { throw new DOMException('refused', 'SecurityError'); } });
    await expect(import('./format.ts')).resolves.toHaveProperty('formatMoney');
  });
});

describe('the warm-up worker', () => {
  /** Runs the worker's script with a worker's close() stubbed, in the language given. */
  async function runWorker(language: string): Promise<ReturnType<typeof vi.fn>> {
    const close = vi.fn();
    vi.stubGlobal('close', close);
    vi.stubGlobal('navigator', { language });
    // A worker's script has no exports, so not a module to TypeScript: imported by a path it does not check.
    const script = './warm-intl.worker.ts';
    await import(/* @vite-ignore */ script);
    return close;
  }

  it('builds the number, currency, plural, region-name and list formatters in the browser\'s language, then closes', async () => {
    const built: unknown[] = [];
    for (const name of ['NumberFormat', 'PluralRules', 'DisplayNames', 'ListFormat'] as const) {
      const Real = Intl[name] as unknown as new (...a: unknown[]) => object;
      vi.spyOn(Intl, name).mockImplementation(function (this: unknown, ...a: unknown[]) { built.push([name, a[0]]); return new Real(...a); } as never);
    }
    const close = await runWorker('ko-KR');
    expect(built).toEqual([['NumberFormat', 'ko-KR'], ['NumberFormat', 'ko-KR'], ['PluralRules', 'ko-KR'], ['DisplayNames', ['ko-KR']], ['ListFormat', 'ko-KR']]);
    expect(close).toHaveBeenCalledOnce();
  });

  it('closes without throwing for a language Intl refuses', async () => {
    const close = await runWorker('not a language!');
    expect(close).toHaveBeenCalledOnce();
  });
});

/** The Intl warm-up (warm-intl.ts): off the main thread, and never in the page's way. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmIntl } from './warm-intl.ts';

afterEach(() => { vi.unstubAllGlobals(); vi.restoreAllMocks(); vi.resetModules(); });

describe('warmIntl', () => {
  it('starts the worker module and sends it the visit\'s language', () => {
    const made: { url: string; sent: unknown[] }[] = [];
    vi.stubGlobal('Worker', class {
      sent: unknown[] = [];
      constructor(url: URL) { made.push({ url: String(url), sent: this.sent }); }
      postMessage(m: unknown) { this.sent.push(m); }
    });
    warmIntl('ko');
    expect(made).toHaveLength(1);
    expect(made[0]!.url).toMatch(/\/warm-intl\.worker\.ts(\?|$)/);
    expect(made[0]!.sent).toEqual(['ko']);
  });

  it('does nothing where there are no workers, and does not throw when one is refused', () => {
    vi.stubGlobal('Worker', undefined);
    expect(() => warmIntl('ko')).not.toThrow();
    vi.stubGlobal('Worker', class { constructor() { throw new DOMException('refused', 'SecurityError'); } });
    expect(() => warmIntl('ko')).not.toThrow();
  });
});

describe('the warm-up worker', () => {
  /** Loads the worker module with a worker's globals stubbed; returns its message handler and close(). */
  async function loadWorker(): Promise<{ send: (lang: string) => void; close: ReturnType<typeof vi.fn> }> {
    let handler: ((e: { data: string }) => void) | undefined;
    const close = vi.fn();
    vi.stubGlobal('addEventListener', (type: string, h: (e: { data: string }) => void) => { if (type === 'message') handler = h; });
    vi.stubGlobal('close', close);
    // A worker's script has no exports, so not a module to TypeScript: imported by a path it does not check.
    const script = './warm-intl.worker.ts';
    await import(/* @vite-ignore */ script);
    return { send: (lang) => handler!({ data: lang }), close };
  }

  it('builds the number, currency, plural, region-name and list formatters in the language it is sent, then closes', async () => {
    const { send, close } = await loadWorker();
    const langs: unknown[] = [];
    for (const name of ['NumberFormat', 'PluralRules', 'DisplayNames', 'ListFormat'] as const) {
      const Real = Intl[name] as unknown as new (...a: unknown[]) => object;
      vi.spyOn(Intl, name).mockImplementation(function (this: unknown, ...a: unknown[]) { langs.push([name, a[0]]); return new Real(...a); } as never);
    }
    send('ko');
    expect(langs).toEqual([['NumberFormat', 'ko'], ['NumberFormat', 'ko'], ['PluralRules', 'ko'], ['DisplayNames', ['ko']], ['ListFormat', 'ko']]);
    expect(close).toHaveBeenCalledOnce();
  });

  it('closes without throwing for a language Intl refuses', async () => {
    const { send, close } = await loadWorker();
    expect(() => send('not a language!')).not.toThrow();
    expect(close).toHaveBeenCalledOnce();
  });
});

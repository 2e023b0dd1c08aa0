import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadScript } from './load-script.ts';

afterEach(() => { vi.restoreAllMocks(); });

/** Catches the script elements loadScript adds, without the browser fetching them. */
function catchScripts() {
  const added: HTMLScriptElement[] = [];
  vi.spyOn(document.head, 'append').mockImplementation((...nodes) => { added.push(...(nodes as HTMLScriptElement[])); });
  return added;
}

describe('loadScript', () => {
  it('adds the script once for any number of callers, with the integrity and CORS the provider asks for', async () => {
    const added = catchScripts();
    const a = loadScript('https://cdn.example/sdk-1.js', { integrity: 'sha384-abc' });
    const b = loadScript('https://cdn.example/sdk-1.js', { integrity: 'sha384-abc' });
    expect(added).toHaveLength(1);
    expect(added[0]!.src).toBe('https://cdn.example/sdk-1.js');
    expect(added[0]!.integrity).toBe('sha384-abc');
    expect(added[0]!.crossOrigin).toBe('anonymous');
    added[0]!.onload!(new Event('load'));
    await expect(Promise.all([a, b])).resolves.toEqual([undefined, undefined]);
  });

  it('a failed load rejects and is forgotten, so the next call tries again', async () => {
    const added = catchScripts();
    const a = loadScript('https://cdn.example/sdk-2.js');
    added[0]!.onerror!(new Event('error'));
    await expect(a).rejects.toThrow('could not load https://cdn.example/sdk-2.js');
    void loadScript('https://cdn.example/sdk-2.js');
    expect(added).toHaveLength(2);
    expect(added[1]!.integrity).toBe('');
  });
});

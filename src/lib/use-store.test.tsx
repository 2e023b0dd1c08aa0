import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { proxy } from 'valtio/vanilla';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useStore } from './use-store.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let host: HTMLElement;
let root: Root;
beforeEach(() => { host = document.createElement('div'); document.body.append(host); root = createRoot(host); });
afterEach(() => { act(() => root.unmount()); host.remove(); });

describe('useStore', () => {
  it('shows the store and re-renders when it, or something nested in it, changes', async () => {
    const store = proxy({ count: 0, user: { name: 'ann' } });
    let renders = 0;
    function View() {
      const s = useStore(store);
      renders++;
      return <p>{s.count} {s.user.name}</p>;
    }
    await act(async () => root.render(<View />));
    expect(host.textContent).toBe('0 ann');
    await act(async () => { store.count++; });
    expect(host.textContent).toBe('1 ann');
    await act(async () => { store.user.name = 'bob'; });
    expect(host.textContent).toBe('1 bob');
    const before = renders;
    await act(async () => { store.count = 1; }); // the same value: no new snapshot, no render
    expect(renders).toBe(before);
  });

  it('stops listening when the component goes', async () => {
    const store = proxy({ n: 0 });
    let renders = 0;
    function View() { renders++; return <p>{useStore(store).n}</p>; }
    await act(async () => root.render(<View />));
    await act(async () => root.render(<span />));
    const before = renders;
    await act(async () => { store.n++; });
    expect(renders).toBe(before);
  });

  it('with a selector, re-renders only when the selected value changes, and a nested part keeps its identity while unchanged', async () => {
    const store = proxy({ goods: { id: 1 }, server: { id: 101 } });
    let renders = 0;
    const seen: unknown[] = [];
    function ServerView() {
      const server = useStore(store, (s) => s.server);
      renders++;
      seen.push(server);
      return <p>{server.id}</p>;
    }
    await act(async () => root.render(<ServerView />));
    const before = renders;
    await act(async () => { store.goods = { id: 2 }; }); // another part: no render
    expect(renders).toBe(before);
    await act(async () => { store.server.id = 102; });
    expect(host.textContent).toBe('102');
    expect(renders).toBe(before + 1);
    expect(seen[0]).not.toBe(seen[seen.length - 1]);
  });
});

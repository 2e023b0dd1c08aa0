import { act, useEffect } from 'react';
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

describe('when a change renders', () => {
  const actEnvironment = (on: boolean) => { (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = on; };
  // Rendered as the browser would, by React's scheduler, not flushed by act().
  beforeEach(() => actEnvironment(false));
  afterEach(() => actEnvironment(true));

  const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
  /** A page of 100 sections that each read the store and take 1 ms to render. */
  function mount(store: { n: number }) {
    let rendered = 0;
    function Section() {
      const n = useStore(store, (s) => s.n);
      rendered++;
      for (const until = performance.now() + 1; performance.now() < until;) { /* a slow section */ }
      return <i>{n}</i>;
    }
    let listening = false;
    // The last of the page's effects: every section has subscribed once it has run.
    function Subscribed() { useEffect(() => { listening = true; }, []); return null; }
    root.render(<>{Array.from({ length: 100 }, (_, i) => <Section key={i} />)}<Subscribed /></>);
    return { count: () => rendered, listening: () => listening, reset: () => { rendered = 0; } };
  }
  async function mounted(page: ReturnType<typeof mount>): Promise<void> {
    while (!page.listening()) await nextTask();
    page.reset();
  }
  /** What a task queued behind the render sees, task after task, until all 100 sections have rendered. */
  async function watch(count: () => number): Promise<number[]> {
    const seen: number[] = [];
    while (count() < 100) { await nextTask(); seen.push(count()); }
    return seen;
  }

  it('a change from outside a player\'s event (an API answer) renders in slices, with the event loop free between them', async () => {
    const store = proxy({ n: 0 });
    const page = mount(store);
    await mounted(page);
    store.n = 1;
    const seen = await watch(page.count);
    // Other tasks ran while the page was part-way through: a tap would not wait for all of it.
    expect(seen.some((n) => n > 0 && n < 100)).toBe(true);
    while (host.textContent !== '1'.repeat(100)) await nextTask(); // committed after its last slice
  });

  it('a change made in a player\'s event renders at once, before the next task', async () => {
    const store = proxy({ n: 0 });
    const page = mount(store);
    await mounted(page);
    let current: Event | undefined = new Event('click');
    Object.defineProperty(window, 'event', { configurable: true, get: () => current });
    try {
      store.n = 2; // as in a click handler: window.event is the click while its microtasks run
      await nextTask();
    } finally {
      current = undefined;
    }
    expect(page.count()).toBe(100);
    expect(host.textContent).toBe('2'.repeat(100));
  });
});

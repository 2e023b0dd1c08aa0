import { beforeEach, describe, expect, it } from 'vitest';
import { PRELOAD_SLICE_MS, preloadRoute, type Preload } from './route-preload.ts';

const links = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')].map((l) => `${new URL(l.href).pathname} ${l.fetchPriority}`);
const files: Preload[] = [
  { file: 'assets/messages.js', priority: 'auto' },
  ...['a', 'b', 'c', 'd'].map((x) => ({ file: `assets/${x}.js`, priority: 'low' as const })),
];

beforeEach(() => { document.head.innerHTML = ''; });

describe('the head\'s preload links', () => {
  it('go in, in order and each with its priority, in one task when they are quick to add', () => {
    preloadRoute(document, files, { now: () => 0, later: () => { throw new Error('no later task wanted'); } });
    expect(links()).toEqual(['/assets/messages.js auto', '/assets/a.js low', '/assets/b.js low', '/assets/c.js low', '/assets/d.js low']);
  });

  it('that take long to add are spread over tasks, none holding the thread much past the slice', () => {
    let t = 0;
    const tasks: (() => void)[] = [];
    const perLink = PRELOAD_SLICE_MS * 0.6;
    const head = document.head;
    const append = head.appendChild.bind(head);
    head.appendChild = (<T extends Node>(n: T): T => { t += perLink; return append(n); }) as typeof head.appendChild;
    try {
      preloadRoute(document, files, { now: () => t, later: (fn) => { tasks.push(fn); } });
      // Two links reach the slice: the rest wait.
      expect(links()).toHaveLength(2);
      let runs = 1;
      while (tasks.length) { tasks.shift()!(); runs++; }
      expect(runs).toBe(3);
      expect(links()).toEqual(['/assets/messages.js auto', '/assets/a.js low', '/assets/b.js low', '/assets/c.js low', '/assets/d.js low']);
    } finally {
      head.appendChild = append as typeof head.appendChild;
    }
  });

  it('of an empty list add nothing and ask for no later task', () => {
    preloadRoute(document, [], { now: () => 0, later: () => { throw new Error('no later task wanted'); } });
    expect(links()).toEqual([]);
  });
});

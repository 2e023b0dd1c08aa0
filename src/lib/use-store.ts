/**
 * Reads a valtio store in a component: the snapshot of the whole store, re-rendering the
 * caller when anything in it changes; or one value of it, re-rendering when that changes.
 *
 * Why not valtio's own `useSnapshot`: it tracks which properties a render reads through
 * proxy-compare, which weighs on the first load's size budget to save re-renders that this
 * app's small stores do not need. A snapshot is cached per store version, so a render that reads the store
 * twice gets the same object until a write happens.
 *
 * Why not React's `useSyncExternalStore`: it renders every change at once, in one task.
 * The API's answers change the stores one after another while a page fills in (step 2:
 * servers, characters, goods, each a whole-page render), each a long task on a slow phone:
 * most of the page's blocking time. A change a
 * player made (a tap, a key: the browser's `window.event` is set while the handler and
 * its microtasks run) still renders at once, with the event's priority, so the tap's
 * paint does not wait; any other change renders as a transition, which React splits into
 * slices of a few milliseconds with the browser free in between. The price is that a
 * component rendered in a later slice may see a newer store than its parent did; the
 * change's own render follows at once and brings them level, and no store write depends
 * on what a render showed (the guards against a second payment read the stores).
 */
import { startTransition, useEffect, useReducer, useRef } from 'react';
import { snapshot, subscribe, type Snapshot } from 'valtio/vanilla';

export function useStore<T extends object>(store: T): Snapshot<T>;
/**
 * One value of the store: the caller re-renders only when it changes. `select` returns a
 * primitive or a part of the snapshot (a part that has not changed keeps its identity
 * from one version to the next). For a section that must not re-render with every
 * choice on its page (a goods tap re-rendered the server list: time the tap's paint waits).
 */
export function useStore<T extends object, V>(store: T, select: (s: Snapshot<T>) => V): V;
export function useStore<T extends object>(store: T, select = (s: Snapshot<T>): unknown => s): unknown {
  const value = select(snapshot(store));
  const [, rerender] = useReducer(next, 0);
  // What the last render showed. A render React drops may leave its value here, but React
  // renders that transition again, so the screen catches up all the same.
  const shown = useRef({ value, select });
  shown.current = { value, select };
  useEffect(() => {
    const check = () => {
      const { value: was, select: pick } = shown.current;
      if (!Object.is(pick(snapshot(store)), was)) renderSoon(rerender);
    };
    const stop = subscribe(store, check);
    check(); // a write between the render and this effect
    return stop;
  }, [store]);
  return value;
}

const next = (n: number) => n + 1;

function renderSoon(rerender: () => void): void {
  if (typeof window !== 'undefined' && window.event) rerender();
  else startTransition(rerender);
}

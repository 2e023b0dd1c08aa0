/**
 * Reads a valtio store in a component: the snapshot of the whole store, re-rendering the
 * caller when anything in it changes; or one value of it, re-rendering when that changes.
 *
 * Why not valtio's own `useSnapshot`: it tracks which properties a render reads through
 * proxy-compare, which costs about 1.2 KB gzip on the first load (a quarter of what the
 * size budget leaves for our own code) to save re-renders that this app's small stores
 * do not need. A snapshot is cached per store version, so React's external-store hook
 * sees the same object until a write happens.
 */
import { useCallback, useSyncExternalStore } from 'react';
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
  const listen = useCallback((onChange: () => void) => subscribe(store, onChange), [store]);
  const read = () => select(snapshot(store));
  return useSyncExternalStore(listen, read, read);
}

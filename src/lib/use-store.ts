/**
 * Reads a valtio store in a component: the snapshot of the whole store, re-rendering the
 * caller when anything in it changes.
 *
 * Why not valtio's own `useSnapshot`: it tracks which properties a render reads through
 * proxy-compare, which costs about 1.2 KB gzip on the first load (a quarter of what the
 * size budget leaves for our own code) to save re-renders that this app's small stores
 * do not need. A snapshot is cached per store version, so React's external-store hook
 * sees the same object until a write happens.
 */
import { useCallback, useSyncExternalStore } from 'react';
import { snapshot, subscribe, type Snapshot } from 'valtio/vanilla';

export function useStore<T extends object>(store: T): Snapshot<T> {
  const listen = useCallback((onChange: () => void) => subscribe(store, onChange), [store]);
  const read = () => snapshot(store);
  return useSyncExternalStore(listen, read, read);
}

/**
 * wouter imports the use-sync-external-store shim for React versions before 18; React 19
 * has the hook built in. The build aliases the shim to this module (scripts/build/vite-patches.ts),
 * which keeps the shim's 0.4 KB out of the first bundle.
 */
export { useSyncExternalStore } from 'react';

/**
 * Expiring local storage. Every entry is `{ value, expires? }` (expires: epoch ms; the
 * format and the keys are in stored-entry.ts).
 * A read past the expiry, or of text that is not such an entry, returns undefined and
 * removes the entry, so stale or corrupt data never reaches a store (spec section 5).
 *
 * When localStorage is missing or throws (private mode, blocked cookies, full quota) the
 * app keeps working on an in-memory map for the rest of the page's life, and listeners
 * registered with onStorageFallback are told once, so the UI can show the cookie warning.
 */

import { type Entry, type StorageKey, decodeEntry } from './stored-entry.ts';

export { CHANNELS_MEMO_KEY, CONFIRMING_KEY, GAMES_MEMO_KEY, PAY_INTENT_KEY, STORAGE_KEYS, type StorageKey } from './stored-entry.ts';

/** The part of the Storage interface this module uses. */
export type StorageBackend = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function memoryBackend(): StorageBackend {
  const m = new Map<string, string>();
  return {
    getItem: (k) => m.get(k) ?? null,
    setItem: (k, v) => { m.set(k, String(v)); },
    removeItem: (k) => { m.delete(k); },
  };
}

/** Where the browser storage comes from; tests swap it. */
let source: () => StorageBackend | undefined = () => globalThis.localStorage;
let backend: StorageBackend | null = null;
let fellBack = false;
const fallbackListeners = new Set<() => void>();

function fallBack(): StorageBackend {
  backend = memoryBackend();
  if (!fellBack) {
    fellBack = true;
    for (const l of fallbackListeners) { try { l(); } catch { /* a listener must not break storage */ } }
  }
  return backend;
}

/** Picks localStorage once, after proving it can be written (Safari private mode cannot). */
function current(): StorageBackend {
  if (backend) return backend;
  try {
    const ls = source();
    if (!ls) return fallBack();
    const probe = '__storage_probe__';
    ls.setItem(probe, '1');
    ls.removeItem(probe);
    backend = ls;
    return ls;
  } catch {
    return fallBack();
  }
}

/** Runs `op` on the current backend; if the browser storage throws, retries once in memory. */
function withBackend<T>(op: (b: StorageBackend) => T): T {
  const b = current();
  try {
    return op(b);
  } catch (e) {
    if (fellBack) throw e;
    return op(fallBack());
  }
}

/**
 * The stored value, or undefined when absent, expired or unreadable (the entry is then
 * removed). `isValid` rejects a well-formed entry whose value has the wrong shape.
 */
export function readStored<T>(key: StorageKey, isValid?: (v: unknown) => v is T): T | undefined {
  const raw = withBackend((b) => b.getItem(key));
  if (raw === null) return undefined;
  const entry = decodeEntry(raw, isValid);
  if (!entry) removeStored(key);
  return entry?.value;
}

/** Stores `value`; with `ttlMs` it reads as empty once that long has passed. */
export function writeStored(key: StorageKey, value: unknown, ttlMs?: number): void {
  const entry: Entry = ttlMs === undefined ? { value } : { value, expires: Date.now() + ttlMs };
  const text = JSON.stringify(entry);
  withBackend((b) => b.setItem(key, text));
}

export function removeStored(key: StorageKey): void {
  withBackend((b) => b.removeItem(key));
}

/** True once the app runs on memory because browser storage was unavailable. */
export function storageIsMemoryOnly(): boolean {
  current();
  return fellBack;
}

/**
 * Calls `listener` when storage falls back to memory (at once if it already has).
 * Returns an unsubscribe function.
 */
export function onStorageFallback(listener: () => void): () => void {
  const already = storageIsMemoryOnly(); // detection first, so a fresh fallback calls it once
  fallbackListeners.add(listener);
  if (already) listener();
  return () => { fallbackListeners.delete(listener); };
}

/**
 * Tests: detect storage again on next use, from `b` (a fake, possibly one that throws)
 * or, with no argument, from globalThis.localStorage.
 */
export function resetStorageForTests(b?: StorageBackend): void {
  source = b ? () => b : () => globalThis.localStorage;
  backend = null;
  fellBack = false;
}

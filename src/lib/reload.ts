/**
 * Page reload behind a swappable function: login success reloads the page, and a test
 * (or a future soft-refresh) replaces the reload to observe it without leaving the page.
 */
import { markLeaving } from './page-leaving.ts';

let impl: () => void = () => { if (typeof window !== 'undefined') { markLeaving(); window.location.reload(); } };

export function reloadPage(): void {
  impl();
}

/** Replaces the reload; returns a function that restores the previous one. */
export function setReload(fn: () => void): () => void {
  const prev = impl;
  impl = fn;
  return () => { impl = prev; };
}

/**
 * Stores that keep text the server wrote in the page's language (spec_lang) register here
 * how to ask for it again; stores/server-text.ts runs them when the player switches
 * language. Apart from it, so that registering costs a store a few bytes and not the
 * reloading's code.
 */
const reloads = new Set<() => unknown>();

/** A store that holds server text: how to ask for it again. */
export function reloadOnLanguageChange(reload: () => unknown): void {
  reloads.add(reload);
}

/** Runs every registered reload; resolves when all have. */
export function runLanguageReloads(): Promise<unknown> {
  return Promise.all([...reloads].map((r) => r()));
}

/**
 * Read-only access to the page address that also works in plain Node (contract tests,
 * where there is no window): there the path is "/" and the query is empty.
 */
export function currentPath(): string {
  return typeof window === 'undefined' ? '/' : window.location.pathname;
}

export function currentSearch(): string {
  return typeof window === 'undefined' ? '' : window.location.search;
}

export function currentHostname(): string {
  return typeof window === 'undefined' ? '' : window.location.hostname;
}

/** One query parameter of the page address, or '' when absent. */
export function queryParam(name: string, search: string = currentSearch()): string {
  return new URLSearchParams(search).get(name) ?? '';
}

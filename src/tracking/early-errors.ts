/**
 * The error beacon loads once the page is idle (it is not needed to show the first page).
 * Until then this keeps the error events it would have seen, so installBeacon can
 * replay them: nothing that goes wrong during start-up is lost.
 */
const queue: Event[] = [];
let win: Window | null = null;
const keep = (e: Event) => { queue.push(e); };

export function captureEarlyErrors(w: Window): void {
  win = w;
  w.addEventListener('error', keep, true);
  w.addEventListener('unhandledrejection', keep);
}

/** Stops listening and hands over what was kept. */
export function takeEarlyErrors(): Event[] {
  win?.removeEventListener('error', keep, true);
  win?.removeEventListener('unhandledrejection', keep);
  win = null;
  return queue.splice(0);
}

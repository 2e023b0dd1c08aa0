/**
 * Another site in a new window (customer service). A popup blocker lets a page open a
 * window only inside the tap that asks for it: after waiting for the network the tap's
 * user activation has run out (Safari allows nothing after an await). So a window whose
 * address is not known yet opens blank inside the tap and is sent on when it is.
 */

/** A window opened blank inside a tap, to be sent on (or closed) once its address is known. */
export interface PendingWindow {
  go(url: string): void;
  close(): void;
}

/** Opens `url` in a new window that cannot reach back to this page. */
export function openWindow(url: string): void {
  window.open(url, '_blank', 'noopener,noreferrer');
}

/** Opens a blank window now; `go` sends it on. Without a window (blocked all the same), `go` tries a new one. */
export function openPendingWindow(): PendingWindow {
  // No "noopener" here: it would leave no handle to send the window on with. The handle's
  // way back (opener) is cut at once instead.
  const win = window.open('', '_blank');
  if (win) { try { win.opener = null; } catch { /* cross-origin already: nothing to cut */ } }
  return {
    go(url) { if (win && !win.closed) win.location.replace(url); else openWindow(url); },
    close() { win?.close(); },
  };
}

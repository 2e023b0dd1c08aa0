/**
 * Safari zooms on a quick second tap even where the page forbids zooming; a second
 * touchend within DOUBLE_TAP_MS is cancelled there (spec section 5). Other browsers are
 * left alone, since blocking taps costs real clicks.
 */
import { DOUBLE_TAP_MS } from './constants.ts';
import { isSafari } from './platform.ts';

/** Installs the block on `target` when the browser is Safari; returns the uninstaller. */
export function blockDoubleTap(
  target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> = document,
  ua?: string,
  now: () => number = Date.now,
): () => void {
  if (!isSafari(ua)) return () => {};
  let last = -Infinity;
  const onTouchEnd = (e: Event) => {
    const t = now();
    if (t - last <= DOUBLE_TAP_MS) e.preventDefault();
    last = t;
  };
  target.addEventListener('touchend', onTouchEnd, { passive: false });
  return () => target.removeEventListener('touchend', onTouchEnd);
}

/**
 * When the app's first render is on screen: the layout's first effect, then the frame after
 * it. Idle work waits for it (lib/when-idle.ts, from src/main.tsx), and so does what the
 * layout draws below the fold: neither then competes with the page's largest paint.
 */
import { useEffect, useState } from 'react';

/** ms after the app starts that the first paint is taken for given (a render that failed, a hidden tab). */
const FIRST_PAINT_CAP_MS = 5000;

let shown!: () => void;
export const firstPaint = new Promise<void>((resolve) => { shown = resolve; setTimeout(resolve, FIRST_PAINT_CAP_MS); });

/** A timer queued from a frame's callback runs after that frame is produced. */
const afterNextFrame = (fn: () => void) => requestAnimationFrame(() => { setTimeout(fn, 0); });

/** True once the layout's first render is on screen; marks `firstPaint`. */
export function useFirstPaintDone(): boolean {
  const [done, setDone] = useState(false);
  useEffect(() => { afterNextFrame(() => { shown(); setDone(true); }); }, []);
  return done;
}

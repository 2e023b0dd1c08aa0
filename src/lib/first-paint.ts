/**
 * When the app's first screen is on screen: the layout's first render, the frame after it,
 * and the images that render shows (step 1's logos, the page's largest paint) loaded or
 * failed. Idle work waits for it (when-idle.ts, from src/main.tsx), and so does what
 * neither the first screen nor the player needs yet (the footer, the promotion button, the
 * banner, tracking): none of it then competes with the page's largest paint.
 */
import { useEffect, useState } from 'react';

/** ms after the app starts that the first paint is taken for given (a render that failed, a hidden tab, an image that hangs). */
const FIRST_PAINT_CAP_MS = 5000;

let shown!: () => void;
let settled = false;
export const firstPaint = new Promise<void>((resolve) => { shown = resolve; setTimeout(resolve, FIRST_PAINT_CAP_MS); }).then(() => { settled = true; });

/** A timer queued from a frame's callback runs after that frame is produced. */
const afterNextFrame = (fn: () => void) => requestAnimationFrame(() => { setTimeout(fn, 0); });

/**
 * Resolves once every image of `root` in view has loaded or failed: load and error, which
 * every engine fires for every kind of image (decode() would also wait for decoding).
 */
export function imagesSettled(root: ParentNode, viewHeight = window.innerHeight): Promise<unknown> {
  const pending = [...root.querySelectorAll('img')].filter((img) => !img.complete && img.getBoundingClientRect().top < viewHeight);
  return Promise.all(pending.map((img) => new Promise((done) => { img.addEventListener('load', done); img.addEventListener('error', done); })));
}

/** Marks `firstPaint` once the layout's first render is on screen with its images: the layout calls it once. */
export function useMarkFirstPaint(): void {
  useEffect(() => { void imagesSettled(document).then(() => afterNextFrame(shown)); }, []);
}

/** True once `firstPaint` has settled: for what a component adds beside the first screen. */
export function useAfterFirstPaint(): boolean {
  // Mounted after it (a later page, the step banner again): true from the first render.
  const [after, setAfter] = useState(settled);
  useEffect(() => { let live = true; void firstPaint.then(() => { if (live) setAfter(true); }); return () => { live = false; }; }, []);
  return after;
}

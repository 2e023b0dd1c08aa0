/**
 * The first screen's end (first-paint.ts): it waits for the images the first render shows in
 * view (step 1's logos, its largest paint), so what loads after it does not share the line with them.
 */
import { describe, expect, it } from 'vitest';
import { imagesSettled } from './first-paint.ts';

/** An image at `top`, loaded already (`complete`) or loading until the test fires load or error. */
function image(top: number, complete: boolean): HTMLImageElement {
  const img = document.createElement('img');
  Object.defineProperty(img, 'complete', { value: complete });
  img.getBoundingClientRect = () => ({ top, bottom: top + 64, left: 0, right: 64, width: 64, height: 64, x: 0, y: top, toJSON: () => ({}) });
  return img;
}

const settledYet = async (p: Promise<unknown>) => {
  let done = false;
  void p.then(() => { done = true; });
  await new Promise((r) => setTimeout(r, 0));
  return done;
};

describe('the first screen waits for its images', () => {
  it('settles once each image in view has loaded or failed, not before', async () => {
    const root = document.createElement('div');
    const [a, b] = [image(100, false), image(200, false)];
    root.append(a, b, image(300, true));
    const settled = imagesSettled(root, 800);
    expect(await settledYet(settled)).toBe(false);
    a.dispatchEvent(new Event('load'));
    expect(await settledYet(settled)).toBe(false);
    b.dispatchEvent(new Event('error'));
    expect(await settledYet(settled)).toBe(true);
  });

  it('does not wait for an image below the fold, which may never load (lazy)', async () => {
    const root = document.createElement('div');
    root.append(image(100, true), image(1200, false));
    expect(await settledYet(imagesSettled(root, 800))).toBe(true);
  });
});

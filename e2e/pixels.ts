/**
 * Reading screenshots pixel by pixel, for the tests that judge what is drawn (a focus ring,
 * a selection under forced colours): PNGs are decoded in a blank page of the test's own
 * context (a canvas; no app, no CSP), so no image library is needed.
 */
import type { Page } from 'playwright-core';

/** An RGB colour as "r,g,b". */
export type Rgb = string;

export interface Pixels { width: number; height: number; rgb: Rgb[] }

/** In the page: a PNG (base64) decoded to its RGBA bytes. */
const DECODE = `async (b64) => {
  const img = await createImageBitmap(new Blob([Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))], { type: 'image/png' }));
  const g = new OffscreenCanvas(img.width, img.height).getContext('2d');
  g.drawImage(img, 0, 0);
  return { width: img.width, height: img.height, data: g.getImageData(0, 0, img.width, img.height).data };
}`;

/** Each PNG's pixels, as "r,g,b" strings, decoded in `scratch` (for small clips: every pixel comes back). */
export async function readPixels(scratch: Page, ...pngs: Buffer[]): Promise<Pixels[]> {
  return scratch.evaluate(async ([decode, all]) => {
    const read = (0, eval)(decode) as (b64: string) => Promise<{ width: number; height: number; data: Uint8ClampedArray }>;
    return Promise.all(all.map(async (b64) => {
      const { width, height, data: d } = await read(b64);
      const rgb: string[] = [];
      for (let i = 0; i < d.length; i += 4) rgb.push(`${d[i]},${d[i + 1]},${d[i + 2]}`);
      return { width, height, rgb };
    }));
  }, [DECODE, pngs.map((p) => p.toString('base64'))] as const);
}

/** Pixels that differ between two screenshots of the same size (counted in the page: only the count comes back). */
export async function changedPixels(scratch: Page, a: Buffer, b: Buffer): Promise<number> {
  return scratch.evaluate(async ([decode, x, y]) => {
    const read = (0, eval)(decode) as (b64: string) => Promise<{ data: Uint8ClampedArray }>;
    const [p, q] = await Promise.all([read(x), read(y)]);
    let n = 0;
    for (let i = 0; i < p.data.length; i += 4) if (p.data[i] !== q.data[i] || p.data[i + 1] !== q.data[i + 1] || p.data[i + 2] !== q.data[i + 2]) n++;
    return n;
  }, [DECODE, a.toString('base64'), b.toString('base64')] as const);
}

/** How many pixels of each colour, most frequent first. */
export function colourCounts(pixels: Rgb[]): [Rgb, number][] {
  const n = new Map<Rgb, number>();
  for (const c of pixels) n.set(c, (n.get(c) ?? 0) + 1);
  return [...n].sort((a, b) => b[1] - a[1]);
}

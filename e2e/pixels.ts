/**
 * Reading screenshots pixel by pixel, for the tests that judge what is drawn (a focus ring,
 * a selection under forced colours): PNGs are decoded in a blank page of the test's own
 * context (a canvas; no app, no CSP), so no image library is needed.
 */
import type { Page } from 'playwright-core';

/** An RGB colour as "r,g,b". */
export type Rgb = string;

export interface Pixels { width: number; height: number; rgb: Rgb[] }

/** Each PNG's pixels, as "r,g,b" strings, decoded in `scratch`. */
export async function readPixels(scratch: Page, ...pngs: Buffer[]): Promise<Pixels[]> {
  return scratch.evaluate(async (all) => Promise.all(all.map(async (b64) => {
    const img = await createImageBitmap(new Blob([Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))], { type: 'image/png' }));
    const g = new OffscreenCanvas(img.width, img.height).getContext('2d')!;
    g.drawImage(img, 0, 0);
    const d = g.getImageData(0, 0, img.width, img.height).data;
    const rgb: string[] = [];
    for (let i = 0; i < d.length; i += 4) rgb.push(`${d[i]},${d[i + 1]},${d[i + 2]}`);
    return { width: img.width, height: img.height, rgb };
  })), pngs.map((p) => p.toString('base64')));
}

/** Pixels that differ between two screenshots of the same size. */
export async function changedPixels(scratch: Page, a: Buffer, b: Buffer): Promise<number> {
  const [p, q] = await readPixels(scratch, a, b);
  return p!.rgb.filter((c, i) => c !== q!.rgb[i]).length;
}

/** How many pixels of each colour, most frequent first. */
export function colourCounts(pixels: Rgb[]): [Rgb, number][] {
  const n = new Map<Rgb, number>();
  for (const c of pixels) n.set(c, (n.get(c) ?? 0) + 1);
  return [...n].sort((a, b) => b[1] - a[1]);
}

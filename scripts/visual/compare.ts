/**
 * Two screenshots compared pixel by pixel (pixelmatch over pngjs's decoded pixels). Pages of
 * different sizes are compared over the area both have, and every pixel only one of them
 * has counts as changed, so a page that grew or shrank is never reported as unchanged.
 */
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

export interface PixelDiff {
  /** Pixels that differ, out of `total` (the larger width × the larger height). */
  changed: number;
  total: number;
  width: number;
  height: number;
  /** Both sizes, when they differ ("360×1210 → 360×1320"). */
  sizeChange: string | null;
  /** The difference image: changed pixels red over a faded copy of `a`; what only one image has, magenta. */
  png: Buffer;
}

export interface CompareOptions {
  /**
   * pixelmatch's threshold, 0 to 1: how far apart two colours may be and still count as the
   * same (OKLab distance). 0, the default, counts every pixel whose colour changed at all,
   * anti-aliasing included: two renders of the same build are the same to the bit.
   */
  threshold?: number;
}

const ONLY_ONE = [255, 0, 255, 255] as const; // magenta: a pixel only one image has

/** The top-left `width`×`height` of an image's RGBA pixels. */
function crop(img: PNG, width: number, height: number): Uint8Array {
  if (img.width === width && img.height === height) return img.data;
  const out = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) out.set(img.data.subarray(y * img.width * 4, y * img.width * 4 + width * 4), y * width * 4);
  return out;
}

export function comparePngs(a: Buffer, b: Buffer, opts: CompareOptions = {}): PixelDiff {
  const ia = PNG.sync.read(a);
  const ib = PNG.sync.read(b);
  const w = Math.min(ia.width, ib.width);
  const h = Math.min(ia.height, ib.height);
  const common = new Uint8Array(w * h * 4);
  const inCommon = pixelmatch(crop(ia, w, h), crop(ib, w, h), common, w, h, {
    threshold: opts.threshold ?? 0, includeAA: true, alpha: 0.15, diffColor: [230, 0, 0],
  });
  const width = Math.max(ia.width, ib.width);
  const height = Math.max(ia.height, ib.height);
  const out = new PNG({ width, height });
  for (let i = 0; i < out.data.length; i += 4) out.data.set(ONLY_ONE, i);
  for (let y = 0; y < h; y++) out.data.set(common.subarray(y * w * 4, (y + 1) * w * 4), y * width * 4);
  const sizeChange = ia.width === ib.width && ia.height === ib.height ? null : `${ia.width}×${ia.height} → ${ib.width}×${ib.height}`;
  return { changed: inCommon + (width * height - w * h), total: width * height, width, height, sizeChange, png: PNG.sync.write(out) };
}

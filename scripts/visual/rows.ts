/**
 * One row of the visual diff per state, width and language of a pair of builds, and the
 * small picture the report's grid shows of it.
 */
import { PNG } from 'pngjs';

export interface StateRow {
  /** The pair (a brand id in a release). */
  brand: string;
  /** brand.state.width.lang, e.g. "watt.step2-select-goods.360.default". */
  key: string;
  state: string;
  width: number;
  lang: 'default' | 'ar';
  /** The language each build was shown in (null: it does not offer Arabic). */
  langs: [string | null, string | null];
  /** Changed pixels, null when the state was not compared (see problems, lacking). */
  changed: number | null;
  total: number | null;
  percent: number | null;
  sizeChange: string | null;
  /** Paths relative to the report folder. */
  images: { a?: string; b?: string; diff?: string; thumb?: string };
  /** What went wrong: a state a build should show and did not reach. The run fails. */
  problems: string[];
  /** What a build genuinely cannot show (a language it does not offer, no card form). */
  lacking: string[];
  /** Compared, but worth knowing (a page that would not keep still). */
  notes: string[];
}

/** Problems first, then the most changed, then the same, then what a build lacks; ties by name. */
export function sortRows(rows: StateRow[]): StateRow[] {
  const rank = (r: StateRow) => (r.problems.length ? Infinity : r.lacking.length ? -1 : r.percent ?? 0);
  return [...rows].sort((x, y) => rank(y) - rank(x) || x.key.localeCompare(y.key));
}

/** Thumbnail width in px; the top of the page, at most THUMB_HEIGHT tall. */
const THUMB_WIDTH = 180;
const THUMB_HEIGHT = 320;

/** The top of a picture scaled down to THUMB_WIDTH (each pixel the mean of the block it stands for). */
export function thumbnail(png: Buffer): Buffer {
  const src = PNG.sync.read(png);
  const f = Math.max(1, src.width / THUMB_WIDTH);
  const w = Math.max(1, Math.round(src.width / f));
  const h = Math.max(1, Math.min(THUMB_HEIGHT, Math.round(src.height / f)));
  const out = new PNG({ width: w, height: h });
  for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) {
    const x0 = Math.floor(x * f), x1 = Math.max(x0 + 1, Math.floor((x + 1) * f));
    const y0 = Math.floor(y * f), y1 = Math.min(src.height, Math.max(y0 + 1, Math.floor((y + 1) * f)));
    const sum = [0, 0, 0, 0];
    let n = 0;
    for (let yy = y0; yy < y1; yy++) for (let xx = x0; xx < Math.min(x1, src.width); xx++) {
      const i = (yy * src.width + xx) * 4;
      for (let c = 0; c < 4; c++) sum[c]! += src.data[i + c]!;
      n++;
    }
    out.data.set(sum.map((s) => Math.round(s / Math.max(1, n))), (y * w + x) * 4);
  }
  return PNG.sync.write(out);
}

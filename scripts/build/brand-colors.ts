/**
 * A brand's colours as the page uses them, derived at build time from `theme.color`.
 *
 * The brand colour is the header's, the primary button's and the pressed controls' fill,
 * and the colour of links, rings and the chosen card's border on the page's light
 * surfaces. Both uses have a contrast floor (WCAG 2.2 AA: text 4.5:1, so 4.5:1 for the
 * rings too, which also covers non-text's 3:1), and a brand file may name a colour that
 * misses one of them. Rather than refuse it, the build derives what the page needs:
 *
 * - `--brand`: the fill. The brand's own colour when white or the page's dark ink reads
 *   on it; otherwise the colour darkened until white does.
 * - `--brand-ink`: the text on the fill, white where it reaches 4.5:1, else the dark ink.
 * - `--brand-text`: the brand colour as text, link or ring on the page's backgrounds,
 *   darkened until it reaches 4.5:1 on the greyer one (--bg), and so on white too.
 * - `--brand-veil`, `--brand-veil-line`: the header buttons' tint over the fill, darker
 *   under white ink and lighter under dark ink, so the ink only gains contrast.
 *
 * Each value that differs from the brand file is said in `notes`, which the build prints.
 */
import type { Brand } from '../../brands/brand.ts';

/** The page's surfaces and dark ink (src/app/base.css: --bg, --card, --ink). */
export const PAGE_BG = '#f4f6fa';
export const PAGE_CARD = '#ffffff';
export const DARK_INK = '#1a1d24';
const WHITE = '#ffffff';

/** WCAG 2.2 AA for text, used for the brand's rings and borders as well. */
export const MIN_CONTRAST = 4.5;

type Rgb = [number, number, number];

function parseHex(hex: string): Rgb {
  const m = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!m) throw new Error(`not a #rrggbb colour: ${hex}`);
  const n = parseInt(m[1]!, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

const toHex = (c: Rgb) => `#${c.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;

/** WCAG relative luminance of an sRGB colour (0..255 channels). */
export function luminance([r, g, b]: Rgb): number {
  const lin = (v: number) => {
    const s = v / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** WCAG contrast ratio of two colours, 1..21. */
export function contrast(a: Rgb | string, b: Rgb | string): number {
  const la = luminance(typeof a === 'string' ? parseHex(a) : a);
  const lb = luminance(typeof b === 'string' ? parseHex(b) : b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/**
 * The colour mixed toward black in 1 % steps until `ok` holds: the hue stays, only the
 * lightness drops, so a derived shade still reads as the brand.
 */
function darkenUntil(hex: string, ok: (c: string) => boolean): string {
  const c = parseHex(hex);
  for (let k = 0; k <= 100; k++) {
    const shade = toHex(c.map((v) => v * (1 - k / 100)) as Rgb);
    if (ok(shade)) return shade;
  }
  return '#000000';
}

export interface BrandPalette {
  brand: string;
  ink: string;
  text: string;
  veil: string;
  veilLine: string;
  /** What the build changed from the brand file and why, one sentence each. */
  notes: string[];
}

const ratio = (x: number) => `${x.toFixed(2)}:1`;

export function brandPalette(color: string): BrandPalette {
  const notes: string[] = [];
  const hex = toHex(parseHex(color));
  let fill = hex;
  let ink = WHITE;
  if (contrast(WHITE, hex) < MIN_CONTRAST) {
    if (contrast(DARK_INK, hex) >= MIN_CONTRAST) {
      ink = DARK_INK;
      notes.push(`white on ${hex} is ${ratio(contrast(WHITE, hex))}: text on the brand colour is ${DARK_INK} (${ratio(contrast(DARK_INK, hex))})`);
    } else {
      fill = darkenUntil(hex, (c) => contrast(WHITE, c) >= MIN_CONTRAST);
      notes.push(`neither white (${ratio(contrast(WHITE, hex))}) nor ${DARK_INK} (${ratio(contrast(DARK_INK, hex))}) reads on ${hex}: header and buttons use ${fill} (white ${ratio(contrast(WHITE, fill))})`);
    }
  }
  const text = darkenUntil(hex, (c) => contrast(c, PAGE_BG) >= MIN_CONTRAST);
  if (text !== hex) notes.push(`${hex} on the page background ${PAGE_BG} is ${ratio(contrast(hex, PAGE_BG))}: links and rings use ${text} (${ratio(contrast(text, PAGE_BG))})`);
  const dark = ink === WHITE;
  return {
    brand: fill,
    ink,
    text,
    veil: dark ? 'rgba(0,0,0,.2)' : 'rgba(255,255,255,.45)',
    veilLine: dark ? 'rgba(255,255,255,.6)' : 'rgba(0,0,0,.45)',
    notes,
  };
}

/** The inline style index.html carries (its hash is in the CSP): the palette as custom properties. */
export function brandStyle(brand: Pick<Brand, 'theme'>): string {
  const p = brandPalette(brand.theme.color);
  return `:root{--brand:${p.brand};--brand-ink:${p.ink};--brand-text:${p.text};--brand-veil:${p.veil};--brand-veil-line:${p.veilLine}}`;
}

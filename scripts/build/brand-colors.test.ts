import { describe, expect, it } from 'vitest';
import { listBrandIds, loadBrand } from '../lib/brands.ts';
import { DARK_INK, MIN_CONTRAST, PAGE_BG, PAGE_CARD, brandPalette, brandStyle, contrast } from './brand-colors.ts';

/** Every 17th value of each channel: 4,096 colours from black to white. */
const cube = (): string[] => {
  const steps = Array.from({ length: 16 }, (_, i) => i * 17);
  const hex = (v: number) => v.toString(16).padStart(2, '0');
  return steps.flatMap((r) => steps.flatMap((g) => steps.map((b) => `#${hex(r)}${hex(g)}${hex(b)}`)));
};

describe('brand colours derived at build time', () => {
  it('keeps a brand colour that reads as it is, and says nothing', () => {
    const p = brandPalette('#1f5fd1');
    expect(p).toMatchObject({ brand: '#1f5fd1', ink: '#ffffff', text: '#1f5fd1' });
    expect(p.notes).toEqual([]);
  });

  it('gives a light brand colour dark ink, and darker links and rings, and says why', () => {
    const p = brandPalette('#f5c518');
    expect(p.brand).toBe('#f5c518');
    expect(p.ink).toBe(DARK_INK);
    expect(p.text).not.toBe('#f5c518');
    expect(p.notes.join('\n')).toMatch(/white on #f5c518 is 1\.\d\d:1/);
    expect(p.notes.join('\n')).toMatch(/links and rings use #[0-9a-f]{6}/);
  });

  it('darkens a mid-tone fill that neither white nor dark ink reads on', () => {
    // #7a7a7a: white 4.3:1, the dark ink 3.9:1.
    const p = brandPalette('#7a7a7a');
    expect(p.ink).toBe('#ffffff');
    expect(p.brand).not.toBe('#7a7a7a');
    expect(contrast('#ffffff', p.brand)).toBeGreaterThanOrEqual(MIN_CONTRAST);
    expect(p.notes.join('\n')).toMatch(/header and buttons use/);
  });

  it('reaches the floor for every colour a brand file could name', () => {
    for (const c of cube()) {
      const p = brandPalette(c);
      expect(contrast(p.ink, p.brand), `${c} ink`).toBeGreaterThanOrEqual(MIN_CONTRAST);
      expect(contrast(p.text, PAGE_BG), `${c} text on bg`).toBeGreaterThanOrEqual(MIN_CONTRAST);
      expect(contrast(p.text, PAGE_CARD), `${c} text on card`).toBeGreaterThanOrEqual(MIN_CONTRAST);
    }
  });

  it('writes each brand file its own style: no two brands share one', () => {
    const styles = listBrandIds().map((id) => brandStyle(loadBrand(id)));
    expect(new Set(styles).size).toBe(styles.length);
    for (const id of listBrandIds()) expect(brandStyle(loadBrand(id))).toContain(`--brand:${loadBrand(id).theme.color}`);
  });
});

// @vitest-environment node
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { comparePngs } from './compare.ts';

/** A PNG of one colour, with some pixels painted another. */
function png(width: number, height: number, fill: [number, number, number], dots: [number, number, [number, number, number]][] = []): Buffer {
  const p = new PNG({ width, height });
  for (let i = 0; i < p.data.length; i += 4) p.data.set([...fill, 255], i);
  for (const [x, y, c] of dots) p.data.set([...c, 255], (y * width + x) * 4);
  return PNG.sync.write(p);
}
const pixel = (buf: Buffer, x: number, y: number) => {
  const p = PNG.sync.read(buf);
  return [...p.data.subarray((y * p.width + x) * 4, (y * p.width + x) * 4 + 4)];
};

describe('comparePngs', () => {
  it('finds no change between two equal images', () => {
    const d = comparePngs(png(40, 30, [31, 95, 209]), png(40, 30, [31, 95, 209]));
    expect(d).toMatchObject({ changed: 0, total: 1200, sizeChange: null });
  });

  it('counts a pixel whose colour changed by one step of one channel, and marks it red', () => {
    const d = comparePngs(png(40, 30, [31, 95, 209]), png(40, 30, [31, 95, 209], [[5, 7, [31, 95, 210]]]));
    expect(d.changed).toBe(1);
    expect(pixel(d.png, 5, 7)).toEqual([230, 0, 0, 255]);
    expect(pixel(d.png, 6, 7)).not.toEqual([230, 0, 0, 255]);
  });

  it('a threshold lets faint changes through but not a brand colour change', () => {
    const faint = comparePngs(png(10, 10, [31, 95, 209]), png(10, 10, [31, 95, 210]), { threshold: 0.1 });
    const other = comparePngs(png(10, 10, [31, 95, 209]), png(10, 10, [194, 65, 12]), { threshold: 0.1 });
    expect([faint.changed, other.changed]).toEqual([0, 100]);
  });

  it('counts the rows only the taller page has as changed, in magenta', () => {
    const d = comparePngs(png(20, 10, [255, 255, 255]), png(20, 14, [255, 255, 255]));
    expect(d).toMatchObject({ changed: 80, total: 280, width: 20, height: 14, sizeChange: '20×10 → 20×14' });
    expect(pixel(d.png, 3, 12)).toEqual([255, 0, 255, 255]);
    expect(pixel(d.png, 3, 2)).not.toEqual([255, 0, 255, 255]);
  });
});

import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { comparePngs, optimisePng } from './png';

type Rgb = [number, number, number];

/** A white `width` x `height` image with a `fill` rectangle, as Chromium would save it. */
function image(width: number, height: number, fill?: { x: number; y: number; w: number; h: number; rgb: Rgb }): Buffer {
  const png = new PNG({ width, height });
  for (let i = 0; i < width * height; i += 1) png.data.set([255, 255, 255, 255], i * 4);
  if (fill) {
    for (let y = fill.y; y < fill.y + fill.h; y += 1) {
      for (let x = fill.x; x < fill.x + fill.w; x += 1) png.data.set([...fill.rgb, 255], (y * width + x) * 4);
    }
  }
  return PNG.sync.write(png);
}

const green: Rgb = [21, 128, 61];
const button = { x: 10, y: 10, w: 20, h: 10 };

describe('comparing a capture with its baseline', () => {
  it('finds no change in the same pixels', () => {
    expect(comparePngs(image(40, 30, { ...button, rgb: green }), image(40, 30, { ...button, rgb: green }))).toMatchObject({
      changedPixels: 0,
      share: 0,
    });
  });

  it('counts every pixel of a button that turned white, and draws them in the diff', () => {
    const result = comparePngs(image(40, 30, { ...button, rgb: green }), image(40, 30));
    expect(result.changedPixels).toBe(200);
    expect(result.share).toBeCloseTo(200 / 1200);
    const diff = PNG.sync.read(result.diff!);
    expect([...diff.data.subarray((15 * 40 + 15) * 4, (15 * 40 + 15) * 4 + 3)]).toEqual([255, 0, 0]);
  });

  it('tolerates a colour shift no one sees, but not a change of brand colour', () => {
    const before = image(40, 30, { ...button, rgb: green });
    expect(comparePngs(before, image(40, 30, { ...button, rgb: [22, 129, 62] })).changedPixels).toBe(0);
    expect(comparePngs(before, image(40, 30, { ...button, rgb: [37, 99, 235] })).changedPixels).toBe(200);
  });

  it('counts the part of a page that grew as changed', () => {
    const result = comparePngs(image(40, 30), image(40, 40));
    expect(result.changedPixels).toBe(400);
    expect(result).toMatchObject({ width: 40, height: 40 });
  });

  it('sees a barely visible change when asked for a threshold of 0', () => {
    const before = image(40, 30, { ...button, rgb: green });
    const after = image(40, 30, { ...button, rgb: [22, 129, 62] });
    expect(comparePngs(before, after, { threshold: 0, includeAA: true }).changedPixels).toBe(200);
  });
});

describe('optimising a baseline', () => {
  it('keeps every pixel and takes fewer bytes than a plain encoding', () => {
    const capture = image(200, 150, { x: 20, y: 20, w: 120, h: 40, rgb: green });
    const optimised = optimisePng(capture);
    expect(optimised.length).toBeLessThan(capture.length);
    expect(comparePngs(capture, optimised, { threshold: 0, includeAA: true }).changedPixels).toBe(0);
  });
});

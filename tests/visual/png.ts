import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

export interface Comparison {
  /** Pixels that differ beyond the colour threshold (anti-aliasing not counted). */
  changedPixels: number;
  /** changedPixels over all pixels of the larger image, 0..1. */
  share: number;
  width: number;
  height: number;
  /** The changed pixels in red over the faded baseline (PNG), when any changed. */
  diff?: Buffer;
}

export interface CompareOptions {
  /**
   * Per-pixel colour distance (0..1) below which two pixels count as the same: Chromatic's
   * `diffThreshold`, whose default 0.063 absorbs sub-pixel rendering noise and nothing a person sees.
   */
  threshold?: number;
  /** Count anti-aliased pixels as changes too (Chromatic's `diffIncludeAntiAliasing`). */
  includeAA?: boolean;
}

/** `image` on a canvas of `width` x `height`; the added area is transparent, so it counts as changed. */
function onCanvas(image: PNG, width: number, height: number): Buffer {
  if (image.width === width && image.height === height) return image.data;
  const canvas = Buffer.alloc(width * height * 4);
  for (let y = 0; y < image.height; y += 1) {
    image.data.copy(canvas, y * width * 4, y * image.width * 4, (y + 1) * image.width * 4);
  }
  return canvas;
}

/**
 * Compares a new capture with its baseline. A page that grew or shrank is compared on the larger
 * size, its missing part counting as changed.
 */
export function comparePngs(
  baseline: Buffer,
  capture: Buffer,
  { threshold = 0.063, includeAA = false }: CompareOptions = {},
): Comparison {
  const before = PNG.sync.read(baseline);
  const after = PNG.sync.read(capture);
  const width = Math.max(before.width, after.width);
  const height = Math.max(before.height, after.height);
  const a = onCanvas(before, width, height);
  const b = onCanvas(after, width, height);
  if (a.equals(b)) return { changedPixels: 0, share: 0, width, height };
  const diff = new PNG({ width, height });
  const changedPixels = pixelmatch(a, b, diff.data, width, height, { threshold, includeAA, alpha: 0.15 });
  return {
    changedPixels,
    share: changedPixels / (width * height),
    width,
    height,
    diff: changedPixels > 0 ? PNG.sync.write(diff) : undefined,
  };
}

/**
 * The capture re-encoded for the repository: the same pixels as RGB (screenshots are opaque) with
 * the strongest deflate and per-row filter choice; typically a third smaller than Chromium's PNG.
 */
export function optimisePng(capture: Buffer): Buffer {
  const image = PNG.sync.read(capture);
  return PNG.sync.write(image, { colorType: 2, inputHasAlpha: true, deflateLevel: 9, deflateStrategy: 1, filterType: -1 });
}

// No imports: the server's upload endpoint makes these sizes, and any renderer (server or browser)
// builds its <img> from them.

/** Widths of the WebP copies made of every uploaded image, smallest first; never wider than the original. */
const IMAGE_VARIANT_WIDTHS = [480, 960, 1440] as const;

/** Where a post image sits on the page: the full column up to the article's width. */
const POST_IMAGE_SIZES = '(max-width: 960px) 100vw, 960px';

/** The widths the upload endpoint made for an image `width` pixels wide. */
export const variantWidths = (width: number): number[] => IMAGE_VARIANT_WIDTHS.filter((candidate) => candidate < width);

/** '/api/uploads/images/{id}.jpg' and 480 -> '/api/uploads/images/{id}-480w.webp'. */
export const variantUrl = (imageUrl: string, width: number): string => `${imageUrl.replace(/\.[a-z0-9]+$/, '')}-${width}w.webp`;

export interface ResponsiveImage {
  /** The original as uploaded: the fallback for browsers without srcset. */
  src: string;
  /** WebP copies by width, plus the original when it is no wider than the largest copy. */
  srcset?: string;
  sizes?: string;
  width?: number;
  height?: number;
}

/**
 * The attributes of a post's <img>: `src`, `srcset`, `sizes`, `width` and `height` (so the page
 * reserves its box). Nothing wider than 1440 px is ever in the srcset, so a 5 MB photo never
 * reaches a phone. An image uploaded before sizes were recorded has only `src`. Null without image.
 */
export function responsiveImage(
  post: { imageUrl: string; imageWidth?: number | undefined; imageHeight?: number | undefined },
  sizes: string = POST_IMAGE_SIZES,
): ResponsiveImage | null {
  if (!post.imageUrl) return null;
  const { imageUrl: src, imageWidth: width, imageHeight: height } = post;
  if (!width || !height) return { src };
  const largest = IMAGE_VARIANT_WIDTHS[IMAGE_VARIANT_WIDTHS.length - 1] ?? 0;
  const copies = variantWidths(width);
  // An image smaller than every copy is only ever itself: a srcset would only make the browser
  // scale it as if it were as wide as `sizes`.
  if (copies.length === 0) return { src, width, height };
  const candidates = copies.map((w) => `${variantUrl(src, w)} ${w}w`);
  if (width <= largest) candidates.push(`${src} ${width}w`);
  return { src, srcset: candidates.join(', '), sizes, width, height };
}

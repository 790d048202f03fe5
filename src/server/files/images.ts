import { rename, rm, stat, writeFile } from 'node:fs/promises';
import type { Metadata } from 'sharp';
import { variantWidths } from '../../schemas/responsive-image';
import { ApiError } from '../http/errors';
import { DRAINING_MESSAGE } from '../runtime/lifecycle';
import { StorageFault } from './storage-fault';
import type { FileStore } from './store';

/**
 * A decompression bomb is a small file that decodes to a huge bitmap (a 5 MB PNG can claim
 * 100 000 x 100 000 pixels). Sizes are read from the header first and refused past this, and sharp
 * is told the same limit so it never decodes more. 50 megapixels covers any camera photo; for an
 * animation the limit counts every frame.
 */
const MAX_IMAGE_PIXELS = 50_000_000;
const WEBP_QUALITY = 78;

/** sharp (libvips, some 30 MB) is loaded by the first upload, not at start: most instances never take one. */
const loadSharp = async () => (await import('sharp')).default;

export interface ImageInfo {
  width: number;
  height: number;
  /** Frames of an animation, 1 for a still image. */
  frames: number;
  /** EXIF, XMP or IPTC data (camera, time, often the GPS position) that the file carries. */
  hasMetadata: boolean;
}

/** Reads the image's header (decodes nothing): 415 if it cannot be read, 413 if it is a bomb. */
export async function inspectImage(filePath: string): Promise<ImageInfo> {
  const sharp = await loadSharp();
  let meta: Metadata;
  try {
    // metadata() reads the header only, so the limit is checked below, with a message, not by sharp.
    meta = await sharp(filePath, { limitInputPixels: false, animated: true }).metadata();
  } catch {
    throw new ApiError(415, 'The image could not be read: the file is damaged or not a complete image', {
      file: 'The image could not be read',
    });
  }
  const frames = meta.pages ?? 1;
  // pageHeight is one frame's height in an animation; height is all frames stacked.
  const frameHeight = meta.pageHeight ?? meta.height;
  const { width } = meta.autoOrient;
  const height = frames > 1 ? frameHeight : meta.autoOrient.height;
  if (!width || !height)
    throw new ApiError(415, 'The image could not be read: it has no size', { file: 'The image could not be read' });
  if (width * height * frames > MAX_IMAGE_PIXELS) {
    const message = `The image is too large: at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels (all frames together for an animation)`;
    throw new ApiError(413, message, { file: message });
  }
  return { width, height, frames, hasMetadata: Boolean(meta.exif || meta.xmp || meta.iptc) };
}

export interface Variant {
  width: number;
  height: number;
  storedName: string;
  size: number;
}

/**
 * Makes the WebP copies (schemas/responsive-image.ts: 480, 960 and 1440 px wide, never wider than
 * the original, turned upright by its EXIF orientation, metadata such as GPS position dropped) and
 * puts each in the store as `{base}-{width}w.webp`. An animation stays animated. Nothing is left
 * behind on failure: what was stored is removed before the error is thrown.
 */
export async function storeVariants(
  store: FileStore,
  originalPath: string,
  baseName: string,
  info: ImageInfo,
  signal?: AbortSignal,
): Promise<Variant[]> {
  const sharp = await loadSharp();
  const made: Variant[] = [];
  try {
    for (const width of variantWidths(info.width)) {
      if (signal?.aborted) throw new ApiError(503, DRAINING_MESSAGE, undefined, { 'Retry-After': '5' });
      const temp = store.tempPath();
      try {
        // Encoded in memory (a copy is at most some hundreds of KB), then written: a file that
        // does not decode is the visitor's (415), a disk that refuses the copy is the server's.
        const { data, info: output } = await sharp(originalPath, {
          limitInputPixels: MAX_IMAGE_PIXELS,
          animated: info.frames > 1,
        })
          .autoOrient()
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: WEBP_QUALITY, effort: 4 })
          .toBuffer({ resolveWithObject: true })
          .catch(() => {
            // The header was fine but the pixels are not (a truncated or corrupt file).
            throw new ApiError(415, 'The image could not be read: the file is damaged or not a complete image', {
              file: 'The image could not be read',
            });
          });
        const storedName = `${baseName}-${width}w.webp`;
        const size = data.length;
        try {
          await writeFile(temp, data, { mode: 0o600, flush: true });
          await store.put(temp, storedName, 'image/webp', signal);
        } catch (error) {
          throw signal?.aborted ? error : new StorageFault(error);
        }
        made.push({
          width: output.width,
          height: info.frames > 1 ? (output.pageHeight ?? output.height) : output.height,
          storedName,
          size,
        });
      } finally {
        await rm(temp, { force: true });
      }
    }
  } catch (error) {
    await Promise.all(made.map((variant) => store.remove(variant.storedName)));
    throw error;
  }
  return made;
}

/** How each still format is written again without its metadata: as close to the upload as the format allows. */
const REWRITE = {
  jpg: (image: import('sharp').Sharp) => image.jpeg({ quality: 92, mozjpeg: true }),
  png: (image: import('sharp').Sharp) => image.png({ compressionLevel: 9 }),
  webp: (image: import('sharp').Sharp) => image.webp({ quality: 92 }),
  avif: (image: import('sharp').Sharp) => image.avif({ quality: 80 }),
} as const;

/**
 * The original is public at its URL, so what a camera wrote into it (often the GPS position of the
 * photo, the time, the device) must not be: a still image that carries EXIF, XMP or IPTC data is
 * written again, upright, with its colour profile and without the rest. Returns its new size, or
 * null when the file had nothing to drop (it is then stored byte for byte as uploaded).
 */
export async function dropMetadata(filePath: string, format: string, info: ImageInfo): Promise<number | null> {
  const rewrite = REWRITE[format as keyof typeof REWRITE];
  if (!info.hasMetadata || info.frames > 1 || !rewrite) return null;
  const sharp = await loadSharp();
  const temp = `${filePath}.clean`;
  const clean = await rewrite(sharp(filePath, { limitInputPixels: MAX_IMAGE_PIXELS }).autoOrient().keepIccProfile())
    .toBuffer()
    .catch(() => {
      throw new ApiError(415, 'The image could not be read: the file is damaged or not a complete image', {
        file: 'The image could not be read',
      });
    });
  try {
    await writeFile(temp, clean, { mode: 0o600, flush: true });
    await rename(temp, filePath);
  } catch (error) {
    await rm(temp, { force: true });
    throw new StorageFault(error);
  }
  return (await stat(filePath)).size;
}

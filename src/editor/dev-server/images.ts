import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import slugify from '@sindresorhus/slugify';
import sharp, { type FormatEnum, type Metadata, type Sharp } from 'sharp';
import { imagesServedFrom } from '../../config/image-files';
import type { ImageFile } from '../wire/protocol';

/**
 * Raster formats only: an SVG can carry script, and public/ is served from the site's own origin,
 * so an SVG is added by hand after review. The file's bytes decide its format, never its name.
 */
const extensions: Partial<Record<keyof FormatEnum, string>> = {
  png: 'png',
  jpeg: 'jpg',
  webp: 'webp',
  gif: 'gif',
};

const imagesDir = (root: string) => path.join(root, 'public', 'images');

/** Every image under public/images/ with its intrinsic size, for the image picker. */
export const listImages = (root: string): Promise<ImageFile[]> => imagesServedFrom(imagesDir(root));

export class ImageRefused extends Error {}

/** How each still format is written again without its metadata, as close to the upload as it allows. */
const REWRITE: Partial<Record<keyof FormatEnum, (image: Sharp) => Sharp>> = {
  jpeg: (image) => image.jpeg({ quality: 92, mozjpeg: true }),
  png: (image) => image.png({ compressionLevel: 9 }),
  webp: (image) => image.webp({ quality: 92 }),
};

/**
 * What public/images/ will serve, as the server's upload path keeps it (src/server/files/images.ts):
 * a still image that carries EXIF, XMP or IPTC data (often a photo's GPS position, its time, the
 * camera) written again, upright, with its colour profile and without the rest; anything else byte
 * for byte. The editor cannot import the server, so the rule is written here too.
 */
async function withoutMetadata(bytes: Buffer, metadata: Metadata): Promise<{ bytes: Buffer; width: number; height: number }> {
  const rewrite = REWRITE[metadata.format];
  const carries = Boolean(metadata.exif || metadata.xmp || metadata.iptc);
  if (!carries || !rewrite || (metadata.pages ?? 1) > 1) return { bytes, width: metadata.width, height: metadata.height };
  const { data, info } = await rewrite(sharp(bytes, { limitInputPixels: 50_000_000 }).autoOrient().keepIccProfile()).toBuffer({
    resolveWithObject: true,
  });
  return { bytes: data, width: info.width, height: info.height };
}

/**
 * Stores an uploaded image as public/images/<slug of its name>.<its format's extension>, numbered
 * when the name is taken (an existing file is never replaced), without the metadata a camera wrote
 * in it, and answers its size.
 */
export async function storeImage(root: string, fileName: string, bytes: Buffer): Promise<ImageFile> {
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: 50_000_000 }).metadata();
  } catch {
    throw new ImageRefused('This file is not an image that can be read (PNG, JPEG, WebP or GIF).');
  }
  const extension = metadata.format ? extensions[metadata.format] : undefined;
  if (!extension)
    throw new ImageRefused(`${metadata.format.toUpperCase()} images are not accepted here: upload PNG, JPEG, WebP or GIF.`);
  const base = slugify(path.parse(fileName).name) || 'image';
  const dir = imagesDir(root);
  let name = `${base}.${extension}`;
  for (let n = 2; existsSync(path.join(dir, name)); n++) name = `${base}-${n}.${extension}`;
  const clean = await withoutMetadata(bytes, metadata).catch(() => {
    throw new ImageRefused('This image could not be read whole: the file is damaged or cut short.');
  });
  writeFileSync(path.join(dir, name), clean.bytes, { flag: 'wx' });
  return { src: `/images/${name}`, width: clean.width, height: clean.height };
}

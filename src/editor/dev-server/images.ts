import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import slugify from '@sindresorhus/slugify';
import sharp, { type FormatEnum, type Metadata } from 'sharp';

/** What an image field needs of a file under public/images/. */
export interface ImageFile {
  src: string;
  width: number;
  height: number;
}

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
export async function listImages(root: string): Promise<ImageFile[]> {
  const dir = imagesDir(root);
  if (!existsSync(dir)) return [];
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) =>
    /\.(svg|png|jpe?g|webp|gif)$/i.test(file),
  );
  const images = await Promise.all(
    files.map(async (file) => {
      const { width, height } = await sharp(path.join(dir, file)).metadata();
      return { src: `/images/${file.split(path.sep).join('/')}`, width, height };
    }),
  );
  return images.sort((a, b) => a.src.localeCompare(b.src));
}

export class ImageRefused extends Error {}

/**
 * Stores an uploaded image as public/images/<slug of its name>.<its format's extension>, numbered
 * when the name is taken (an existing file is never replaced), and answers its size.
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
  writeFileSync(path.join(dir, name), bytes, { flag: 'wx' });
  return { src: `/images/${name}`, width: metadata.width, height: metadata.height };
}

import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

/** An image a page may show, by the address the site serves it at, with its intrinsic size. */
export interface ImageFileSize {
  src: string;
  width: number;
  height: number;
}

/**
 * Every image of a folder the site serves at /images/ (public/images/ under npm run dev, the
 * build's dist/images/ on the running site), for the page editor's image picker, by address.
 */
export async function imagesServedFrom(dir: string): Promise<ImageFileSize[]> {
  if (!existsSync(dir)) return [];
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) =>
    /\.(svg|png|jpe?g|webp|gif)$/i.test(file),
  );
  const images = await Promise.all(
    files.map(async (file) => {
      // A file that is not the image its name says is no image to pick.
      const size = await sharp(path.join(dir, file))
        .metadata()
        .catch(() => null);
      return size && { src: `/images/${file.split(path.sep).join('/')}`, width: size.width, height: size.height };
    }),
  );
  return images.filter((image) => image !== null).sort((a, b) => a.src.localeCompare(b.src));
}

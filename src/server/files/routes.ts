import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { MAX_IMAGE_BYTES } from '../../schemas/blog';
import { IMAGE_URL_PREFIX } from '../../schemas/html-allow-list';
import { requireUser } from '../auth/guard';
import type { AppEnv, Deps } from '../context';
import { files } from '../db/schema';
import { dropMetadata, inspectImage, storeVariants, type Variant } from './images';
import { detectImage } from './kinds';
import { readMultipart } from './multipart';
import { commitUpload } from './persist';
import { storedFileResponse } from './stream';
import { ApiError } from '../http/errors';
import { isStoredName, pathParam } from '../http/ids';
import { describe, multipartRequest, TAGS } from '../contract/describe';

const NOT_AN_IMAGE = 'The image must be a PNG, JPEG, WebP, GIF or AVIF file';

const describeUpload = describe({
  summary: 'Upload an image for a post',
  description: `multipart/form-data with the part \`file\`: PNG, JPEG, WebP, GIF or AVIF by content, at most ${MAX_IMAGE_BYTES / 1024 / 1024} MB. Camera metadata is removed.`,
  tags: [TAGS.uploads],
  requestBody: { required: true, content: multipartRequest(z.object({}), 'file', { required: true }) },
  answers: {
    201: {
      description: "The image's public URL and its size in pixels",
      schema: z.object({ secure_url: z.string(), width: z.number().int(), height: z.number().int() }),
    },
    400: 'No file was sent, or the form could not be read',
    413: `The image is larger than ${MAX_IMAGE_BYTES / 1024 / 1024} MB`,
    415: NOT_AN_IMAGE,
    507: 'The server has no room to store the image now',
  },
});
const describeImage = describe({
  summary: 'An uploaded image',
  description: 'Public, cached for a year: the content behind a name never changes.',
  tags: [TAGS.uploads],
  answers: { 200: { description: 'The image', mediaType: 'image/*' } },
});

/**
 * /api/uploads: blog images, uploaded by the administrator and served to everyone. An image is
 * stored once as uploaded (less any camera metadata), with WebP copies 480, 960 and 1440 px wide made at upload (reads then
 * cost nothing; schemas/responsive-image.ts builds the srcset), and its size recorded for the posts.
 */
export function uploadRoutes(deps: Deps) {
  return new Hono<AppEnv>()
    .post('/images', describeUpload, requireUser(deps, { permission: 'writePosts' }), async (c) => {
      const upload = await readMultipart(c, deps.files, { fileField: 'file', maxFileBytes: MAX_IMAGE_BYTES });
      const stored: string[] = [];
      try {
        if (!upload.file) throw new ApiError(400, 'Please check this field: file', { file: 'Choose an image to upload' });
        const type = await detectImage(upload.file.tempPath);
        if (!type) throw new ApiError(415, NOT_AN_IMAGE, { file: NOT_AN_IMAGE });
        const info = await inspectImage(upload.file.tempPath);
        const signal = c.var.inflight.signal;
        // The copies are made from the temporary file, before it is moved into storage (S3 included).
        const baseName = randomUUID();
        const variants: Variant[] = await storeVariants(deps.files, upload.file.tempPath, baseName, info, signal);
        const cleanSize = await dropMetadata(upload.file.tempPath, type.ext, info);
        if (cleanSize !== null) upload.file.size = cleanSize;
        stored.push(...variants.map((variant) => variant.storedName));
        const committed = await commitUpload(deps, upload.file, 'image', type, { storedName: `${baseName}.${type.ext}`, signal });
        stored.push(committed.row.storedName);
        const original = { ...committed.row, width: info.width, height: info.height };
        await deps.db.transaction(async (tx) => {
          await tx.insert(files).values(original);
          for (const variant of variants) {
            await tx.insert(files).values({
              id: randomUUID(),
              kind: 'image',
              originalName: original.originalName,
              storedName: variant.storedName,
              size: variant.size,
              mime: 'image/webp',
              width: variant.width,
              height: variant.height,
              variantOf: original.id,
            });
          }
        });
        return c.json({ secure_url: `${IMAGE_URL_PREFIX}${original.storedName}`, width: info.width, height: info.height }, 201);
      } catch (error) {
        await Promise.all(stored.map((name) => deps.files.remove(name)));
        throw error;
      } finally {
        await upload.dispose();
      }
    })
    .get('/images/:name', describeImage, pathParam('name', isStoredName, 'Image not found'), async (c) => {
      const name = c.req.param('name');
      const [row] = await deps.db
        .select({ mime: files.mime, kind: files.kind })
        .from(files)
        .where(eq(files.storedName, name))
        .limit(1);
      // Only images are public; CVs and attachments live in the same folder but never here.
      if (!row || row.kind !== 'image') throw new ApiError(404, 'Image not found');
      const image = await storedFileResponse(c, deps.files, name, {
        'Content-Type': row.mime,
        // The name is random and never reused, so the content behind it never changes.
        'Cache-Control': 'public, max-age=31536000, immutable',
      });
      if (!image) throw new ApiError(404, 'Image not found');
      return image;
    });
}

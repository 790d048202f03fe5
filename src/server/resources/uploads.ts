import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { IMAGE_URL_PREFIX, MAX_IMAGE_BYTES } from '../../schemas/blog';
import { requireUser } from '../auth/guard';
import type { AppEnv, Deps } from '../context';
import { files } from '../db/schema';
import { detectImage } from '../files/kinds';
import { readMultipart } from '../files/multipart';
import { commitUpload } from '../files/persist';
import { storedFileResponse } from '../files/stream';
import { ApiError } from '../http/errors';

const NOT_AN_IMAGE = 'The image must be a PNG, JPEG, WebP, GIF or AVIF file';

/** /api/uploads: blog images, uploaded by the administrator and served to everyone. */
export function uploadRoutes(deps: Deps) {
  return new Hono<AppEnv>()
    .post('/images', requireUser(deps, { admin: true }), async (c) => {
      const upload = await readMultipart(c, deps.files, { fileField: 'file', maxFileBytes: MAX_IMAGE_BYTES });
      let committedName: string | undefined;
      try {
        if (!upload.file) throw new ApiError(400, 'Please check this field: file', { file: 'Choose an image to upload' });
        const type = await detectImage(upload.file.tempPath);
        if (!type) throw new ApiError(415, NOT_AN_IMAGE, { file: NOT_AN_IMAGE });
        const committed = await commitUpload(deps, upload.file, 'image', type, { keepExtension: true, signal: c.var.inflight.signal });
        committedName = committed.row.storedName;
        await deps.db.insert(files).values(committed.row);
        return c.json({ secure_url: `${IMAGE_URL_PREFIX}${committed.row.storedName}` }, 201);
      } catch (error) {
        if (committedName) await deps.files.remove(committedName);
        throw error;
      } finally {
        await upload.dispose();
      }
    })
    .get('/images/:name', async (c) => {
      const name = c.req.param('name');
      const [row] = await deps.db.select({ mime: files.mime, kind: files.kind }).from(files).where(eq(files.storedName, name)).limit(1);
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

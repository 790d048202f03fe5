import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { requireUser } from '../auth/guard';
import type { AppEnv, Deps } from '../context';
import { applications, contacts, files, quotes } from '../db/schema';
import { fileSummary } from '../files/persist';
import { ApiError } from '../http/errors';
import { isId } from '../http/ids';
import { contentDisposition } from '../http/content-disposition';

const fileColumns = { id: files.id, originalName: files.originalName, size: files.size, mime: files.mime };

/** /api/admin: the administrator's inbox of submissions and their files. */
export function adminRoutes(deps: Deps) {
  return new Hono<AppEnv>()
    .use(requireUser(deps, { admin: true }))
    .get('/quotes', async (c) => {
      const rows = await deps.db
        .select({ quote: quotes, file: fileColumns })
        .from(quotes)
        .leftJoin(files, eq(quotes.fileId, files.id))
        .orderBy(desc(quotes.createdAt), desc(quotes.id));
      return c.json(
        rows.map(({ quote: { fileId: _fileId, createdAt, ...quote }, file }) => ({
          ...quote,
          createdAt: createdAt.toISOString(),
          ...(file ? { file: fileSummary(file) } : {}),
        })),
      );
    })
    .get('/contacts', async (c) => {
      const rows = await deps.db.select().from(contacts).orderBy(desc(contacts.createdAt), desc(contacts.id));
      return c.json(rows.map(({ createdAt, ...contact }) => ({ ...contact, createdAt: createdAt.toISOString() })));
    })
    .get('/applications', async (c) => {
      const rows = await deps.db
        .select({ application: applications, file: fileColumns })
        .from(applications)
        .leftJoin(files, eq(applications.fileId, files.id))
        .orderBy(desc(applications.createdAt), desc(applications.id));
      return c.json(
        rows.map(({ application: { fileId: _fileId, createdAt, ...application }, file }) => ({
          ...application,
          createdAt: createdAt.toISOString(),
          ...(file ? { file: fileSummary(file) } : {}),
        })),
      );
    })
    .get('/files/:id', async (c) => {
      if (!isId(c.req.param('id'))) throw new ApiError(404, 'File not found');
      const [row] = await deps.db.select().from(files).where(eq(files.id, c.req.param('id'))).limit(1);
      const filePath = row ? deps.files.pathOf(row.storedName) : null;
      const info = filePath ? await stat(filePath).catch(() => null) : null;
      if (!row || !filePath || !info) throw new ApiError(404, 'File not found');
      return c.body(Readable.toWeb(createReadStream(filePath)) as ReadableStream, 200, {
        'Content-Type': row.mime,
        'Content-Length': String(info.size),
        'Content-Disposition': contentDisposition(row.originalName),
        'X-Content-Type-Options': 'nosniff',
        // A visitor's file opened by mistake in the browser still runs no script.
        'Content-Security-Policy': "default-src 'none'; sandbox",
        'Cache-Control': 'private, no-store',
      });
    });
}

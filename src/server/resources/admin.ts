import { desc, eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { InboxListQuerySchema, type ApplicationItem, type ContactItem, type QuoteItem } from '../../schemas/inbox';
import { requireUser } from '../auth/guard';
import type { AppEnv, Deps } from '../context';
import { applications, contacts, files, quotes } from '../db/schema';
import { fileSummary } from '../files/persist';
import { storedFileResponse } from '../files/stream';
import { ApiError } from '../http/errors';
import { isId, pathParam } from '../http/ids';
import { pageHeaders } from '../http/paging';
import { parseQuery } from '../http/query';
import { contentDisposition } from '../http/content-disposition';
import { backupRoutes } from './backup';
import { adminBlogRoutes } from './blogs';

const fileColumns = { id: files.id, originalName: files.originalName, size: files.size, mime: files.mime };

/** A stored submission as the inbox lists it: its fields, the ISO date and the file, never the file column. */
function inboxItem<T extends { fileId?: string | null; createdAt: Date }>(
  { fileId: _fileId, createdAt, ...fields }: T,
  file?: Parameters<typeof fileSummary>[0],
) {
  return { ...fields, createdAt: createdAt.toISOString(), ...(file ? { file: fileSummary(file) } : {}) };
}

/**
 * One page of an inbox list, newest first: 50 by default, 100 at most, however many submissions
 * have arrived over the years (an unbounded list grew in bytes and time with every one).
 */
function inboxPage(c: Context<AppEnv>) {
  const query = parseQuery(c, InboxListQuerySchema);
  return { number: query.page, size: query.limit, offset: (query.page - 1) * query.limit };
}

/** /api/admin: the administrator's inbox of submissions and their files, every blog post, and the backup. */
export function adminRoutes(deps: Deps) {
  return new Hono<AppEnv>()
    .use(requireUser(deps, { admin: true }))
    .route('/blogs', adminBlogRoutes(deps))
    .route('/backup', backupRoutes(deps))
    .get('/quotes', async (c) => {
      const page = inboxPage(c);
      const [rows, total] = await Promise.all([
        deps.db
          .select({ quote: quotes, file: fileColumns })
          .from(quotes)
          .leftJoin(files, eq(quotes.fileId, files.id))
          .orderBy(desc(quotes.createdAt), desc(quotes.id))
          .limit(page.size)
          .offset(page.offset),
        deps.db.$count(quotes),
      ]);
      const items = rows.map(({ quote, file }) => inboxItem(quote, file)) satisfies QuoteItem[];
      return c.json(items, 200, pageHeaders('/api/admin/quotes', page, total));
    })
    .get('/contacts', async (c) => {
      const page = inboxPage(c);
      const [rows, total] = await Promise.all([
        deps.db.select().from(contacts).orderBy(desc(contacts.createdAt), desc(contacts.id)).limit(page.size).offset(page.offset),
        deps.db.$count(contacts),
      ]);
      const items = rows.map((contact) => inboxItem(contact)) satisfies ContactItem[];
      return c.json(items, 200, pageHeaders('/api/admin/contacts', page, total));
    })
    .get('/applications', async (c) => {
      const page = inboxPage(c);
      const [rows, total] = await Promise.all([
        deps.db
          .select({ application: applications, file: fileColumns })
          .from(applications)
          .leftJoin(files, eq(applications.fileId, files.id))
          .orderBy(desc(applications.createdAt), desc(applications.id))
          .limit(page.size)
          .offset(page.offset),
        deps.db.$count(applications),
      ]);
      const items = rows.map(({ application, file }) => inboxItem(application, file)) satisfies ApplicationItem[];
      return c.json(items, 200, pageHeaders('/api/admin/applications', page, total));
    })
    .get('/files/:id', pathParam('id', isId, 'File not found'), async (c) => {
      const [row] = await deps.db
        .select()
        .from(files)
        .where(eq(files.id, c.req.param('id')))
        .limit(1);
      const download =
        row &&
        (await storedFileResponse(c, deps.files, row.storedName, {
          'Content-Type': row.mime,
          'Content-Disposition': contentDisposition(row.originalName),
          // A visitor's file opened by mistake in the browser still runs no script.
          'Content-Security-Policy': "default-src 'none'; sandbox",
          'Cache-Control': 'private, no-store',
        }));
      if (!download) throw new ApiError(404, 'File not found');
      return download;
    });
}

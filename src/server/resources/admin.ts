import { and, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { ContactMessageSchema } from '../../schemas/contact';
import { InboxFileSchema, InboxListQuerySchema, type InboxKind } from '../../schemas/inbox';
import { JobApplicationSchema } from '../../schemas/job-application';
import { QuoteRequestSchema } from '../../schemas/quote';
import { describe, PAGE_HEADERS, TAGS } from '../contract/describe';
import { audit } from '../audit/log';
import { auditRoutes } from '../audit/routes';
import { requireUser } from '../auth/guard';
import type { AppEnv, Deps } from '../context';
import { applications, contacts, files, quotes } from '../db/schema';
import { fileSummary } from '../files/persist';
import { storedFileResponse } from '../files/stream';
import { ApiError, validationError } from '../http/errors';
import { isId, pathParam } from '../http/ids';
import { pageHeaders } from '../http/paging';
import { queryInput } from '../http/query';
import { contentDisposition } from '../http/content-disposition';
import { contactForm, jobForm, quoteForm, type FormDefinition } from '../submissions/forms';
import { storedAttachment } from '../submissions/submit';
import { invitationRoutes } from '../team/invitations';
import { staffRoutes } from '../team/staff';
import { backupRoutes } from './backup';
import { adminBlogRoutes } from './blog-admin';

const fileColumns = {
  id: files.id,
  originalName: files.originalName,
  size: files.size,
  mime: files.mime,
  storedName: files.storedName,
};

/**
 * An item as the inbox answers it: each field of its form as the text that was stored (the form's
 * choices may have changed since), and what the server adds.
 */
const itemSchema = (form: z.ZodObject) =>
  z.object({
    ...Object.fromEntries(Object.keys(form.shape).map((key) => [key, z.string()])),
    id: z.string(),
    createdAt: z.string(),
    file: InboxFileSchema.optional(),
    /** Why it looked automated (the spam view); null in the inbox. */
    spamReason: z.string().nullable(),
  });

const UNMAILABLE =
  "This submission no longer passes the form's rules, so its mail cannot be sent. It stays in Spam; read it here and reply by hand.";

/** Each kind of the inbox: its table, the form it came from (whose mail it gets when moved out of spam), and its items' shape. */
const inboxKinds = {
  quotes: { table: quotes, form: quoteForm, title: 'Quote requests', item: itemSchema(QuoteRequestSchema) },
  contacts: { table: contacts, form: contactForm, title: 'Contact messages', item: itemSchema(ContactMessageSchema) },
  applications: { table: applications, form: jobForm, title: 'Job applications', item: itemSchema(JobApplicationSchema) },
} satisfies Record<
  InboxKind,
  { table: typeof quotes | typeof contacts | typeof applications; form: FormDefinition; title: string; item: z.ZodType }
>;

type Row = { id: string; createdAt: Date; fileId?: string | null; spamReason: string | null } & Record<string, unknown>;
type FileColumns = { id: string; originalName: string; size: number; mime: string; storedName: string };

/** A stored submission as the inbox lists it: its fields, the ISO date and the file, never the file column. */
function inboxItem({ fileId: _fileId, createdAt, ...fields }: Row, file: FileColumns | null) {
  return { ...fields, createdAt: createdAt.toISOString(), ...(file ? { file: fileSummary(file) } : {}) };
}

/**
 * The administrator's inbox of one kind, written once for all three: a page of its list (50 by
 * default, 100 at most, newest first) in either view, and moving a suspect back from spam. A
 * submission that looked automated (submissions/guards.ts) was stored but never e-mailed; moving it
 * back sends the mail it would have had.
 */
function inboxRoutes(deps: Deps, kind: InboxKind, inbox: MiddlewareHandler<AppEnv>) {
  const { table, form, title, item } = inboxKinds[kind];
  /** Its rows with their files (contact messages have none), matching `where`. */
  const rows = (where: SQL | undefined) =>
    'fileId' in table
      ? deps.db
          .select({ row: table, file: fileColumns })
          .from(table)
          .leftJoin(files, eq(table.fileId, files.id))
          .where(where)
          .$dynamic()
      : deps.db.select({ row: table }).from(table).where(where).$dynamic();
  const withFile = (found: { row: unknown; file?: FileColumns | null }) => ({ row: found.row as Row, file: found.file ?? null });
  return new Hono<AppEnv>()
    .use(inbox)
    .get(
      '/',
      describe({
        summary: `${title}, newest first`,
        description: 'One page of the inbox, or with `view=spam` of what looked automated (stored, never mailed).',
        tags: [TAGS.inbox],
        answers: { 200: { description: 'The page', schema: z.array(item), headers: PAGE_HEADERS } },
      }),
      queryInput(InboxListQuerySchema),
      async (c) => {
        const query = c.req.valid('query');
        const inView = query.view === 'spam' ? isNotNull(table.spamReason) : isNull(table.spamReason);
        const [page, total] = await Promise.all([
          rows(inView)
            .orderBy(desc(table.createdAt), desc(table.id))
            .limit(query.limit)
            .offset((query.page - 1) * query.limit),
          deps.db.$count(table, inView),
        ]);
        return c.json(
          page.map((found) => {
            const { row, file } = withFile(found);
            return inboxItem(row, file);
          }),
          200,
          pageHeaders(
            `/api/admin/${kind}`,
            { number: query.page, size: query.limit },
            total,
            query.view === 'spam' ? 'view=spam' : '',
          ),
        );
      },
    )
    .post(
      '/:id/not-spam',
      describe({
        summary: `Move one of the ${title.toLowerCase()} out of spam`,
        description:
          'It goes back to the inbox and the company gets the mail it would have had. Repeating it sends nothing more.',
        tags: [TAGS.inbox],
        answers: {
          200: { description: 'The item as it now stands', schema: item },
          409: "It no longer passes its form's rules (`fields` names what), so no mail can be written from it: it stays in Spam",
        },
      }),
      pathParam('id', isId, 'Not found'),
      async (c) => {
        const id = c.req.param('id');
        const [found] = await rows(eq(table.id, id)).limit(1);
        if (!found) throw new ApiError(404, 'Not found');
        const { row, file } = withFile(found);
        if (row.spamReason === null) return c.json(inboxItem(row, file));
        // Its mail is written from the form's rules as they are today. A row they no longer accept
        // (a choice since removed from the list) cannot be mailed: it says so and stays in Spam,
        // rather than leaving it with no mail ever sent.
        const parsed = form.schema.safeParse(row);
        if (!parsed.success) {
          const refused = validationError(parsed.error);
          deps.logger.warn({ kind, id, fields: refused.fields }, 'a submission moved out of spam no longer passes its form');
          throw new ApiError(409, UNMAILABLE, refused.fields);
        }
        // Only the request that moves it sends the mail: of two at once, one finds it still spam.
        // That request alone writes the audit row, in its transaction.
        const moved = await deps.db.transaction(async (tx) => {
          const [first] = await tx
            .update(table)
            .set({ spamReason: null })
            .where(and(eq(table.id, id), isNotNull(table.spamReason)))
            .returning({ id: table.id });
          if (first) await audit(deps, c, 'submission.not-spam', `${kind} ${id} from ${String(row.email)}`, { tx });
          return first;
        });
        if (moved)
          deps.notifier.notify({ ...form.notify(parsed.data), attachment: file ? storedAttachment(deps, file) : undefined });
        row.spamReason = null;
        return c.json(inboxItem(row, file));
      },
    );
}

/**
 * /api/admin: the staff's area, each part behind the role that may use it (src/schemas/roles.ts):
 * every blog post for those who write, the inbox of submissions and their files, the backup, and
 * the audit log.
 */
export function adminRoutes(deps: Deps) {
  const inbox = requireUser(deps, { permission: 'inbox' });
  return new Hono<AppEnv>()
    .route('/blogs', adminBlogRoutes(deps))
    .route('/backup', backupRoutes(deps))
    .route('/audit', auditRoutes(deps))
    .route('/invitations', invitationRoutes(deps))
    .route('/users', staffRoutes(deps))
    .route('/quotes', inboxRoutes(deps, 'quotes', inbox))
    .route('/contacts', inboxRoutes(deps, 'contacts', inbox))
    .route('/applications', inboxRoutes(deps, 'applications', inbox))
    .get(
      '/files/:id',
      describe({
        summary: 'A file a visitor sent',
        description: 'Always as an attachment (`Content-Disposition`), with a sandbox CSP and `nosniff`.',
        tags: [TAGS.inbox],
        answers: { 200: { description: 'The file as it was sent, with the type it was stored with', mediaType: '*/*' } },
      }),
      inbox,
      pathParam('id', isId, 'File not found'),
      async (c) => {
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
      },
    );
}

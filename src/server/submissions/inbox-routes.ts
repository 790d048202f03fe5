import { Readable } from 'node:stream';
import { and, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { ContactMessageSchema } from '../../schemas/contact';
import {
  DeliverySchema,
  InboxFileSchema,
  InboxExportQuerySchema,
  InboxListQuerySchema,
  OutboxSummarySchema,
  type Delivery,
  type InboxKind,
} from '../../schemas/inbox';
import { JobApplicationSchema } from '../../schemas/job-application';
import { QuoteRequestSchema } from '../../schemas/quote';
import { describer, PAGE_HEADERS, TAGS } from '../contract/describe';
import { audit } from '../audit/log';
import type { AppEnv, Deps } from '../context';
import { applications, contacts, files, quotes, users } from '../db/schema';
import { fileSummary } from '../files/persist';
import { storedFileResponse } from '../files/stream';
import { ApiError, validationError } from '../http/errors';
import { isId, pathParam } from '../http/ids';
import { pageHeaders } from '../http/paging';
import { queryInput } from '../http/query';
import { contentDisposition } from '../http/content-disposition';
import { contactForm, fieldNamesOf, jobForm, quoteForm, type FormDefinition } from './forms';
import { submissionMail } from './submit';
import { submissionsCsv } from './csv-export';
import { deliveries, NO_DELIVERY, outboxSummary } from '../notify/outbox';
import { EnquiryChangeSchema, EnquiryTrackingSchema } from '../../schemas/enquiries';
import { ConversationSchema, EntryInputSchema, NoteSchema, QueuedReplySchema } from '../../schemas/enquiry-entries';
import { changeTracking, overdueSql, trackingOf, type TrackedRow } from '../enquiries/tracking';
import { addNote, addReply, conversationOf } from '../enquiries/entries';
import { jsonInput } from '../http/json-input';
import type { AuditAction } from '../../schemas/audit';

const describe = describer(TAGS.inbox);

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
const itemSchema = (form: z.ZodObject, recorded: z.ZodRawShape = {}) =>
  z.object({
    ...Object.fromEntries(Object.keys(form.shape).map((key) => [key, z.string()])),
    ...recorded,
    id: z.string(),
    createdAt: z.string(),
    file: InboxFileSchema.optional(),
    /** Why it looked automated (the spam view); null in the inbox. */
    spamReason: z.string().nullable(),
    /** Its notification mail (the outbox's row). */
    delivery: DeliverySchema,
    ...EnquiryTrackingSchema.shape,
  });

const UNMAILABLE =
  "This submission no longer passes the form's rules, so its mail cannot be sent. It stays in Spam; read it here and reply by hand.";

/** What the server records of a job application beside what was sent (jobForm's facts). */
const applicationFacts = {
  openRole: z.boolean().meta({
    description:
      'Whether the position was one of the open roles when the application was sent; false: a speculative application.',
  }),
};

/**
 * Each kind of the inbox: its table, the form it came from (whose mail it gets when moved out of spam), its
 * items' shape, and what the server recorded beside the form's fields (a column each in the export).
 */
const inboxKinds = {
  quotes: { table: quotes, form: quoteForm, title: 'Quote requests', item: itemSchema(QuoteRequestSchema) },
  contacts: { table: contacts, form: contactForm, title: 'Contact messages', item: itemSchema(ContactMessageSchema) },
  applications: {
    table: applications,
    form: jobForm,
    title: 'Job applications',
    item: itemSchema(JobApplicationSchema, applicationFacts),
    recorded: Object.keys(applicationFacts),
  },
} satisfies Record<
  InboxKind,
  {
    table: typeof quotes | typeof contacts | typeof applications;
    form: FormDefinition;
    title: string;
    item: z.ZodType;
    recorded?: string[];
  }
>;

type Row = { id: string; createdAt: Date; fileId?: string | null; spamReason: string | null } & TrackedRow &
  Record<string, unknown>;
type FileColumns = { id: string; originalName: string; size: number; mime: string; storedName: string };
type Assignee = { id: string; name: string } | null;

/**
 * A stored submission as the inbox lists it: its fields, the ISO date, the file (never the file
 * column), its mail, and its tracking (the assignee named, overdue as of `now`).
 */
function inboxItem(row: Row, file: FileColumns | null, delivery: Delivery, assignee: Assignee, now: number) {
  const {
    fileId: _fileId,
    createdAt,
    state: _state,
    outcome: _outcome,
    assigneeId: _assignee,
    dueAt: _due,
    firstReplyAt: _reply,
    // The reminder's times are the server's bookkeeping (enquiries/reminders.ts), not the item's.
    remindAt: _remind,
    remindedAt: _reminded,
    ...fields
  } = row;
  return {
    ...fields,
    createdAt: createdAt.toISOString(),
    ...(file ? { file: fileSummary(file) } : {}),
    delivery,
    ...trackingOf(row, assignee, now),
  };
}

/**
 * The administrator's inbox of one kind, written once for all three: a page of its list (50 by
 * default, 100 at most, newest first) in either view, and moving a suspect back from spam. A
 * submission that looked automated (submissions/guards.ts) was stored but never e-mailed; moving it
 * back sends the mail it would have had.
 */
export function inboxRoutes(deps: Deps, kind: InboxKind, inbox: MiddlewareHandler<AppEnv>) {
  const { table, form, title, item } = inboxKinds[kind];
  const recorded = (inboxKinds[kind] as { recorded?: string[] }).recorded ?? [];
  const assigneeColumns = { id: users.id, name: users.name };
  /** Its rows with their files (contact messages have none) and assignees, matching `where`. */
  const rows = (where: SQL | undefined) =>
    'fileId' in table
      ? deps.db
          .select({ row: table, file: fileColumns, assignee: assigneeColumns })
          .from(table)
          .leftJoin(files, eq(table.fileId, files.id))
          .leftJoin(users, eq(table.assigneeId, users.id))
          .where(where)
          .$dynamic()
      : deps.db
          .select({ row: table, assignee: assigneeColumns })
          .from(table)
          .leftJoin(users, eq(table.assigneeId, users.id))
          .where(where)
          .$dynamic();
  const withFile = (found: { row: unknown; file?: FileColumns | null; assignee: Assignee }) => ({
    row: found.row as Row,
    file: found.file ?? null,
    assignee: found.assignee,
  });
  /** A found row as the inbox answers it, with its mail. */
  const itemOf = (found: { row: unknown; file?: FileColumns | null; assignee: Assignee }, delivery: Delivery) => {
    const { row, file, assignee } = withFile(found);
    return inboxItem(row, file, delivery, assignee, deps.options.clock.now());
  };
  /** An item's id in the path: anything that cannot be one is a 404 before any query. */
  const itemParam = pathParam('id', isId, 'Not found');
  const deliveryOfItem = async (id: string) => (await deliveries(deps.db, kind, [id])).get(id) ?? NO_DELIVERY;
  /**
   * Its mail, written from the form's rules as they are today. A row they no longer accept (a
   * choice since removed from the list) cannot be mailed: a 409 says so, rather than a mail that
   * never goes.
   */
  const mailOf = (row: Row, file: FileColumns | null, logged: string) => {
    const parsed = form.schema.safeParse(row);
    if (!parsed.success) {
      const refused = validationError(parsed.error);
      deps.logger.warn({ kind, id: row.id, fields: refused.fields }, logged);
      throw new ApiError(409, UNMAILABLE, refused.fields);
    }
    return submissionMail(form, parsed.data, file);
  };
  return new Hono<AppEnv>()
    .use(inbox)
    .get(
      '/',
      describe({
        summary: `${title}, the overdue first`,
        description:
          'One page of the inbox (the overdue first, then the newest), or with `view=spam` of what looked automated (stored, never mailed); ' +
          '`state` and `assignee` (`me`, `none` or a staff id) narrow it.',
        answers: { 200: { description: 'The page', schema: z.array(item), headers: PAGE_HEADERS } },
      }),
      queryInput(InboxListQuerySchema),
      async (c) => {
        const query = c.req.valid('query');
        const now = deps.options.clock.now();
        const assignee = query.assignee === 'me' ? c.var.user.id : query.assignee;
        const inView = and(
          query.view === 'spam' ? isNotNull(table.spamReason) : isNull(table.spamReason),
          query.state ? eq(table.state, query.state) : undefined,
          assignee === undefined ? undefined : assignee === 'none' ? isNull(table.assigneeId) : eq(table.assigneeId, assignee),
        );
        const [page, total] = await Promise.all([
          rows(inView)
            // What is past its promise first, then the newest.
            .orderBy(desc(overdueSql(table, now)), desc(table.createdAt), desc(table.id))
            .limit(query.limit)
            .offset((query.page - 1) * query.limit),
          deps.db.$count(table, inView),
        ]);
        const mails = await deliveries(
          deps.db,
          kind,
          page.map((found) => withFile(found).row.id),
        );
        return c.json(
          page.map((found) => itemOf(found, mails.get(withFile(found).row.id) ?? NO_DELIVERY)),
          200,
          pageHeaders(
            `/api/admin/${kind}`,
            { number: query.page, size: query.limit },
            total,
            new URLSearchParams({
              ...(query.view === 'spam' ? { view: 'spam' } : {}),
              ...(query.state ? { state: query.state } : {}),
              ...(query.assignee ? { assignee: query.assignee } : {}),
            }).toString(),
          ),
        );
      },
    )
    .get(
      '/export.csv',
      describe({
        summary: `${title} as CSV`,
        description:
          'Every item of the view between two days (UTC, inclusive; without them, all), oldest first, streamed: UTF-8 with a byte order mark, every field in double quotes (RFC 4180) with CRLF line ends, a header row of the column names. A cell that begins with `=`, `+`, `-`, `@`, a tab or a carriage return gets a leading apostrophe, and so does each such character after a `,`, `;`, tab or `|` inside it, so no spreadsheet runs it whatever its list separator.',
        answers: { 200: { description: 'The CSV file, as an attachment', mediaType: 'text/csv' } },
      }),
      queryInput(InboxExportQuerySchema),
      async (c) => {
        const range = c.req.valid('query');
        const days = [range.from ?? 'start', range.to ?? new Date().toISOString().slice(0, 10)].join('-to-');
        const name = `${kind}${range.view === 'spam' ? '-spam' : ''}-${days}.csv`;
        // People's enquiries leaving the site, as a backup's download does: who took which, and when.
        await audit(deps, c, 'submission.exported', name);
        const csv = submissionsCsv(deps.db, table, [...fieldNamesOf(form), ...recorded], range, (error) =>
          // The answer has begun: the file is cut short, and the log says why.
          deps.logger.warn({ err: error, kind }, 'a CSV export stopped before its end'),
        );
        return c.body(Readable.toWeb(csv) as ReadableStream, 200, {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': contentDisposition(name),
          'Cache-Control': 'private, no-store',
        });
      },
    )
    .get(
      '/:id',
      describe({
        summary: `One of the ${title.toLowerCase()}, with its notes and replies`,
        description:
          'The item as the list shows it, with the notes the team wrote on it and the replies mailed to the visitor (each with its delivery), oldest first.',
        answers: { 200: { description: 'The item', schema: item.extend(ConversationSchema.shape) } },
      }),
      itemParam,
      async (c) => {
        const id = c.req.param('id');
        const [found] = await rows(eq(table.id, id)).limit(1);
        if (!found) throw new ApiError(404, 'Not found');
        const [delivery, conversation] = await Promise.all([deliveryOfItem(id), conversationOf(deps.db, kind, id)]);
        return c.json({ ...itemOf(found, delivery), ...conversation }, 200);
      },
    )
    .post(
      '/:id/notes',
      describe({
        summary: `Write a note on one of the ${title.toLowerCase()}`,
        description: 'A note the team alone reads: never mailed, never sent to a webhook. It is in the audit log (not its text).',
        answers: {
          201: { description: 'The note', schema: NoteSchema },
          404: 'Not found (or in Spam, which is not tracked)',
          422: 'No text, or more than 20,000 characters',
        },
      }),
      itemParam,
      jsonInput(EntryInputSchema),
      async (c) => {
        const id = c.req.param('id');
        const { user } = c.var;
        const note = await deps.db.transaction(async (tx) => {
          const written = await addNote(tx, kind, id, user, c.req.valid('json').text, deps.options.clock);
          if (written) await audit(deps, c, 'submission.noted', `${kind} ${id}`, { tx });
          return written;
        });
        if (!note) throw new ApiError(404, 'Not found');
        return c.json(note, 201);
      },
    )
    .post(
      '/:id/replies',
      describe({
        summary: `Reply to the visitor who sent one of the ${title.toLowerCase()}`,
        description:
          "Mails the text to the visitor's address through the outbox, from the company's address with Reply-To the company's inbox, " +
          'signed with your name, threaded with the earlier replies (`In-Reply-To`, `References`) so the visitor reads one conversation. ' +
          'The first reply sets `firstReplyAt` and moves an enquiry that is new or open to answered. Answers 202 at once; ' +
          "the item's `replies` show how the mail goes. In the audit log, and sent to the webhooks that take `submission.replied`.",
        answers: {
          202: { description: 'Queued', schema: QueuedReplySchema },
          404: 'Not found (or in Spam: move it to the inbox first)',
          422: 'No text, or more than 20,000 characters',
          503: 'This server sends no mail (no SMTP_URL)',
        },
      }),
      itemParam,
      jsonInput(EntryInputSchema),
      async (c) => {
        const id = c.req.param('id');
        if (!deps.notifier.sends)
          throw new ApiError(503, 'This server sends no mail, so no reply can go from here: reply from your own mail program.');
        const { user } = c.var;
        const { text } = c.req.valid('json');
        const written = await deps.db.transaction(async (tx) => {
          const reply = await addReply(deps, tx, kind, id, user, text, deps.options.clock);
          if (!reply) return null;
          // The item, not the visitor or the text: the log is kept 400 days, their address only RETENTION_DAYS.
          await audit(deps, c, 'submission.replied', `${kind} ${id}`, { tx });
          const by = { name: user.name };
          await deps.webhooks.queue(
            tx,
            kind,
            {
              id,
              reply: { id: reply.reply.id, text, createdAt: reply.reply.createdAt },
              firstReplyAt: reply.firstReplyAt.toISOString(),
              state: reply.state.after,
              by,
            },
            'submission.replied',
          );
          if (reply.state.before !== reply.state.after) {
            await audit(deps, c, 'submission.state-changed', `${kind} ${id}: ${reply.state.before} to ${reply.state.after}`, {
              tx,
            });
            await deps.webhooks.queue(tx, kind, { id, state: reply.state.after, by }, 'submission.state-changed');
          }
          return reply;
        });
        if (!written) throw new ApiError(404, 'Not found');
        deps.notifier.wake();
        deps.webhooks.wake();
        return c.json({ id: written.reply.id, delivery: written.reply.delivery }, 202);
      },
    )
    .patch(
      '/:id',
      describe({
        summary: `Change the state or the assignee of one of the ${title.toLowerCase()}`,
        description:
          '`state` (new, open, answered, closed: a quote closes with `outcome` won or lost, and any other state clears it) and ' +
          '`assigneeId` (the owner or an active administrator; null for nobody). Each change is in the audit log and sent to the ' +
          'webhooks that take its kind (`submission.state-changed`, `submission.assigned`).',
        answers: {
          200: { description: 'The item as it now stands', schema: item },
          404: 'Not found (or in Spam, which is not tracked)',
          422: 'The change does not fit the item: an outcome for something other than a closed quote, or an assignee who may not read the inbox',
        },
      }),
      itemParam,
      jsonInput(EnquiryChangeSchema),
      async (c) => {
        const id = c.req.param('id');
        const changed = await deps.db.transaction(async (tx) => {
          const change = await changeTracking(tx, kind, id, c.req.valid('json'));
          if (!change) return null;
          const { before, after } = change;
          const events: [AuditAction, string, 'submission.assigned' | 'submission.state-changed'][] = [];
          if (before.assignee?.id !== after.assignee?.id)
            events.push(['submission.assigned', `${kind} ${id} to ${after.assignee?.name ?? 'nobody'}`, 'submission.assigned']);
          if (before.state !== after.state || before.outcome !== after.outcome)
            events.push([
              'submission.state-changed',
              `${kind} ${id}: ${before.state} to ${after.state}${after.outcome ? ` (${after.outcome})` : ''}`,
              'submission.state-changed',
            ]);
          for (const [action, target, event] of events) {
            // The item, not the visitor: the log is kept 400 days, their address only RETENTION_DAYS.
            await audit(deps, c, action, target, { tx });
            await deps.webhooks.queue(tx, kind, { id, ...after, by: { name: c.var.user.name } }, event);
          }
          return change;
        });
        if (!changed) throw new ApiError(404, 'Not found');
        deps.webhooks.wake();
        const [found] = await rows(eq(table.id, id)).limit(1);
        if (!found) throw new ApiError(404, 'Not found');
        return c.json(itemOf(found, await deliveryOfItem(id)), 200);
      },
    )
    .post(
      '/:id/not-spam',
      describe({
        summary: `Move one of the ${title.toLowerCase()} out of spam`,
        description:
          'It goes back to the inbox and the company gets the mail it would have had. Repeating it sends nothing more.',
        answers: {
          200: { description: 'The item as it now stands', schema: item },
          409: "It no longer passes its form's rules (`fields` names what), so no mail can be written from it: it stays in Spam",
        },
      }),
      itemParam,
      async (c) => {
        const id = c.req.param('id');
        const [found] = await rows(eq(table.id, id)).limit(1);
        if (!found) throw new ApiError(404, 'Not found');
        const { row, file } = withFile(found);
        if (row.spamReason === null) return c.json(itemOf(found, await deliveryOfItem(id)));
        const mail = mailOf(row, file, 'a submission moved out of spam no longer passes its form');
        // Only the request that moves it queues the mail: of two at once, one finds it still spam.
        // That request alone writes the audit row and the mail's, in its transaction.
        const moved = await deps.db.transaction(async (tx) => {
          const [first] = await tx
            .update(table)
            .set({ spamReason: null })
            .where(and(eq(table.id, id), isNotNull(table.spamReason)))
            .returning({ id: table.id });
          if (first) {
            // The item, not the visitor: the log is kept 400 days, their address only RETENTION_DAYS.
            await audit(deps, c, 'submission.not-spam', `${kind} ${id}`, { tx });
            await deps.notifier.queue(tx, mail, { kind, id });
            // The payload a new submission's webhook carries: its fields, id, date and file.
            const { spamReason: _spam, delivery: _mail, ...data } = itemOf(found, NO_DELIVERY);
            await deps.webhooks.queue(tx, kind, data);
          }
          return first;
        });
        if (moved) {
          deps.notifier.wake();
          deps.webhooks.wake();
        }
        row.spamReason = null;
        return c.json(itemOf(found, await deliveryOfItem(id)));
      },
    )
    .post(
      '/:id/resend',
      describe({
        summary: `Send the mail of one of the ${title.toLowerCase()} again`,
        description:
          "Queues its notification mail afresh: tried now, then retried as a new mail is. Answers 202 at once; the item's `delivery` shows how it goes.",
        answers: {
          202: { description: 'Queued: the item with its delivery as it now stands', schema: item },
          409: "It is in Spam (move it out, which mails it), or it no longer passes its form's rules (`fields` names what)",
          503: 'This server sends no mail (no SMTP_URL)',
        },
      }),
      itemParam,
      async (c) => {
        const id = c.req.param('id');
        if (!deps.notifier.sends) throw new ApiError(503, 'This server sends no mail: set SMTP_URL to send notifications');
        const [found] = await rows(eq(table.id, id)).limit(1);
        if (!found) throw new ApiError(404, 'Not found');
        const { row, file } = withFile(found);
        if (row.spamReason !== null)
          throw new ApiError(409, 'This submission is in Spam: move it to the inbox, which sends its mail.');
        const mail = mailOf(row, file, 'a submission sent again no longer passes its form');
        const queued = await deps.db.transaction(async (tx) => {
          // The item, not the visitor's address (kept only RETENTION_DAYS; the log, 400 days).
          await audit(deps, c, 'submission.resent', `${kind} ${id}`, { tx });
          return deps.notifier.queue(tx, mail, { kind, id });
        });
        deps.notifier.wake();
        return c.json(itemOf(found, queued.delivery), 202);
      },
    );
}

/**
 * /api/admin/outbox and /api/admin/files/:id: what the inbox shows beside its items, the state of
 * the notification mails and the files visitors sent, behind the same role as the inbox.
 */
export function inboxSideRoutes(deps: Deps, inbox: MiddlewareHandler<AppEnv>) {
  return new Hono<AppEnv>()
    .get(
      '/outbox',
      describe({
        summary: 'The notification mails, by how they stand',
        description:
          "Counts of every mail (submissions' and accounts') by state, and of the submissions' mails that failed, by kind: the admin shows a banner while any has failed.",
        answers: { 200: { description: 'The counts', schema: OutboxSummarySchema } },
      }),
      inbox,
      async (c) => c.json({ sends: deps.notifier.sends, ...(await outboxSummary(deps.db)) }),
    )
    .get(
      '/files/:id',
      describe({
        summary: 'A file a visitor sent',
        description: 'Always as an attachment (`Content-Disposition`), with a sandbox CSP and `nosniff`.',
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

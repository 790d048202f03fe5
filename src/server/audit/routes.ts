import { and, desc, eq, lt, sql, type SQL } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { AuditEntrySchema, AuditQuerySchema, type AuditEntry, type AuditQuery } from '../../schemas/audit';
import { requireUser } from '../auth/guard';
import type { AppEnv, Deps } from '../context';
import { describe, TAGS } from '../contract/describe';
import { auditLog, users } from '../db/schema';
import { queryInput } from '../http/query';
import { AUDIT_KEEP_DAYS } from './log';

type Row = typeof auditLog.$inferSelect;

function toEntry({ row, email }: { row: Row; email: string | null }): AuditEntry {
  return {
    id: String(row.id),
    at: row.at.toISOString(),
    actor: { id: row.actorId, name: row.actorName, email },
    action: row.action as AuditEntry['action'],
    target: row.target,
    ip: row.ip,
  };
}

/**
 * The rows older than the cursor in the log's order (newest first: time, then id for rows of one
 * instant). A row id is looked up for its time in the same statement; a row swept since (past its
 * 400 days) has nothing older left to show, so it answers an empty page.
 */
function olderThan(before: NonNullable<AuditQuery['before']>): SQL {
  if (before.kind === 'before-time') return lt(auditLog.at, before.at);
  return sql`(${auditLog.at}, ${auditLog.id}) < (SELECT at, id FROM audit_log WHERE id = ${before.id})`;
}

/** The query a `Link` keeps from page to page: the filters and the size, never the cursor. */
function kept(query: AuditQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.actor) params.set('actor', query.actor);
  if (query.action) params.set('action', query.action);
  params.set('limit', String(query.limit));
  return params;
}

const describeAudit = describe({
  summary: 'The audit log, newest first',
  description:
    'One page of who did what: sign-ins (and refusals, with the method), changes of sign-in factors and of the sign-in rule, ' +
    'the team, publishing, backups, restores, key rotations and spam decisions. Filtered by `actor` (an account id) and ' +
    '`action`; `before` is the `id` of the last row seen (or an ISO date and time), and `Link: rel="next"` names the next ' +
    `page while there is one. Rows are never changed, and are deleted only after ${AUDIT_KEEP_DAYS} days.`,
  tags: [TAGS.admin],
  answers: {
    200: {
      description: 'The page',
      schema: z.array(AuditEntrySchema),
      headers: {
        Link: {
          description: 'RFC 8288 link to the next page (`rel="next"`, the same filters and size), while older rows exist',
          schema: { type: 'string' },
        },
      },
    },
  },
});

/**
 * /api/admin/audit: the append-only log of audit/log.ts, a page at a time by keyset (a cursor, not
 * a page number: rows keep arriving at the top while someone reads down, and an offset would shift
 * under them). One row more than the page is read to know whether another page follows.
 */
export function auditRoutes(deps: Deps) {
  return new Hono<AppEnv>().get(
    '/',
    describeAudit,
    requireUser(deps, { permission: 'audit' }),
    queryInput(AuditQuerySchema),
    async (c) => {
      const query = c.req.valid('query');
      const where = and(
        query.actor ? eq(auditLog.actorId, query.actor) : undefined,
        query.action ? eq(auditLog.action, query.action) : undefined,
        query.before ? olderThan(query.before) : undefined,
      );
      // The actor's address from their account (kept when they are removed: accounts are never deleted).
      const rows = await deps.db
        .select({ row: auditLog, email: users.email })
        .from(auditLog)
        .leftJoin(users, eq(users.id, auditLog.actorId))
        .where(where)
        .orderBy(desc(auditLog.at), desc(auditLog.id))
        .limit(query.limit + 1);
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      const headers: Record<string, string> = { 'Cache-Control': 'private, no-store' };
      if (rows.length > query.limit && last) {
        const next = kept(query);
        next.set('before', String(last.row.id));
        headers.Link = `</api/admin/audit?${next.toString()}>; rel="next"`;
      }
      return c.json(page.map(toEntry), 200, headers);
    },
  );
}

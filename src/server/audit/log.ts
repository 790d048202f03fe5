import type { Context } from 'hono';
import type { AuditAction } from '../../schemas/audit';
import type { AppEnv, Deps } from '../context';
import type { Db } from '../db/client';
import { auditLog } from '../db/schema';
import { clientAddress } from '../security/request-info';

/** Rows are kept this long, then swept; the database refuses to delete a younger one (migration 0013). */
export const AUDIT_KEEP_DAYS = 400;

/**
 * Who acted: an account, the server itself (id null: the shell, the scheduler), or nobody signed in
 * (null: a refused sign-in names what was tried in the target).
 */
export type AuditActor = { id: string | null; name: string } | null;

/** The acts no account makes: `npm run admin` at the server's shell, and the scheduler publishing a post. */
export const SERVER_ACTORS = {
  shell: { id: null, name: 'Server shell (npm run admin)' },
  scheduler: { id: null, name: 'Scheduled publishing' },
} as const satisfies Record<string, AuditActor>;

/** The database, or a transaction on it: a row written in the act's own transaction stands or falls with it. */
type Tx = Pick<Db, 'insert'>;

export interface AuditRecord {
  actor: AuditActor;
  action: AuditAction;
  target?: string;
  ip?: string;
  at?: Date;
}

/** Appends one row. Inside the act's transaction when there is one, so the act and its row are stored together. */
export async function appendAudit(db: Tx, record: AuditRecord): Promise<void> {
  await db.insert(auditLog).values({
    at: record.at,
    actorId: record.actor?.id ?? null,
    actorName: record.actor?.name ?? 'Nobody signed in',
    action: record.action,
    target: (record.target ?? '').slice(0, 300),
    ip: record.ip ?? '',
  });
}

/**
 * Appends one row for a request: its signed-in account (unless `actor` says otherwise) and its
 * client address, at the server's clock.
 */
export async function audit(
  deps: Deps,
  c: Context<AppEnv>,
  action: AuditAction,
  target = '',
  { actor, tx }: { actor?: AuditActor; tx?: Tx } = {},
): Promise<void> {
  const user = c.get('user') as AppEnv['Variables']['user'] | undefined;
  await appendAudit(tx ?? deps.db, {
    actor: actor !== undefined ? actor : user ? { id: user.id, name: user.name } : null,
    action,
    target,
    ip: clientAddress(c, deps.options.trustProxy),
    at: new Date(deps.options.clock.now()),
  });
}

import { exchange } from '../../api/client';
import type { AuditAction, AuditEntry } from '../../schemas/audit';

export interface ActivityFilters {
  /** An account's id, or '' for everyone. */
  actor: string;
  /** One kind of act, or '' for every kind. */
  action: AuditAction | '';
}

export interface ActivityPage {
  rows: AuditEntry[];
  /** The cursor of the next (older) page, from the answer's `Link: rel="next"`; null on the last page. */
  next: string | null;
}

/** The `before` of the answer's next-page link, or null when there is none. */
function nextCursor(link: string | null): string | null {
  const target = /<([^>]+)>\s*;\s*rel="next"/.exec(link ?? '')?.[1];
  if (!target) return null;
  return new URL(target, 'http://localhost').searchParams.get('before');
}

/** One page of GET /api/admin/audit, newest first, with `filters`, older than `before` when given. */
export async function fetchActivity(filters: ActivityFilters, before?: string): Promise<ActivityPage> {
  const { body: rows, response } = await exchange('get', '/api/admin/audit', {
    query: { actor: filters.actor || undefined, action: filters.action || undefined, before },
  });
  return { rows, next: nextCursor(response.headers.get('Link')) };
}

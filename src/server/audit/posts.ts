import type { AuditAction } from '../../schemas/audit';
import type { BlogStatus } from '../../schemas/blog';
import type { BlogRow } from '../db/schema';
import { eventOf } from '../blog/save';

/** A post as the audit log names it: its title then, and its date when scheduled. */
export function postTarget(row: Pick<BlogRow, 'title' | 'status' | 'publishedDate'>): string {
  const title = `"${row.title}"`;
  return row.status === 'scheduled' ? `${title} for ${row.publishedDate.toISOString()}` : title;
}

/**
 * The audit row a save from `from` to `to` calls for, named as its revision is (blog/save.ts):
 * published, unpublished, scheduled (or rescheduled), unscheduled, or taken out of review; null for
 * a change of text alone.
 */
export function statusAction(from: BlogStatus | null, to: BlogStatus, rescheduled: boolean): AuditAction | null {
  if (from === null) return to === 'published' ? 'post.published' : to === 'scheduled' ? 'post.scheduled' : null;
  const event = eventOf(from, to, rescheduled);
  switch (event) {
    case 'publish':
      return 'post.published';
    case 'unpublish':
      return 'post.unpublished';
    case 'schedule':
      return 'post.scheduled';
    case 'unschedule':
      return 'post.unscheduled';
    case 'submit':
      return 'post.submitted';
    case 'withdraw':
      return 'post.withdrawn';
    default:
      return null;
  }
}

import { Hono } from 'hono';
import { auditRoutes } from '../audit/routes';
import { requireUser } from '../auth/guard';
import { backupRoutes } from '../backup/routes';
import { adminBlogRoutes } from '../blog/admin-routes';
import type { AppEnv, Deps } from '../context';
import { calendarRoutes } from '../enquiries/routes';
import { reportRoutes } from '../enquiries/report-routes';
import { adminInsightsRoutes } from '../insights/admin-routes';
import { inboxRoutes, inboxSideRoutes } from '../submissions/inbox-routes';
import { invitationRoutes } from '../team/invitation-routes';
import { staffRoutes } from '../team/staff-routes';
import { webhookRoutes } from '../webhooks/routes';

/**
 * /api/admin: the staff's area, each part behind the role that may use it (src/schemas/roles.ts):
 * every blog post for those who write, the inbox of submissions and their files, the backup, and
 * the audit log. Each feature writes its own routes; this only mounts them.
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
    .route('/webhooks', webhookRoutes(deps))
    .route('/calendars', calendarRoutes(deps))
    .route('/reports', reportRoutes(deps))
    .route('/insights', adminInsightsRoutes(deps))
    .route('/', inboxSideRoutes(deps, inbox));
}

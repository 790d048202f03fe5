import { z } from 'zod';
import { MAX_PAGE_SIZE, pageNumber } from './paging';

/**
 * What the audit log records, one name per kind of act (audit/log.ts writes them, the Activity tab
 * filters by them). Sign-ins say their method in the target ("password", "passkey", "invitation").
 */
export const AUDIT_ACTIONS = [
  'sign-in',
  'sign-in.refused',
  'reauthenticated',
  'reauthentication.refused',
  'sessions.ended',
  'refresh-token.reused',
  'passkey.added',
  'passkey.removed',
  'authenticator-app.added',
  'authenticator-app.removed',
  'recovery-codes.renewed',
  'recovery-code.used',
  'sign-in-rule.changed',
  'user.password-reset',
  'user.second-factor-reset',
  'invitation.sent',
  'invitation.revoked',
  'invitation.accepted',
  'user.role-changed',
  'user.suspended',
  'user.reinstated',
  'user.removed',
  'ownership.handed-over',
  'post.published',
  'post.unpublished',
  'post.scheduled',
  'post.unscheduled',
  'post.submitted',
  'post.returned',
  'post.withdrawn',
  'post.deleted',
  'post.revision-restored',
  'post.preview-link',
  'page.published',
  'site.published',
  'backup.downloaded',
  'backup.restored',
  'keys.rotated',
  'submission.not-spam',
  'submission.resent',
  'submission.exported',
  'submission.assigned',
  'submission.state-changed',
  'submission.noted',
  'submission.replied',
  'calendar.holiday-added',
  'calendar.holiday-removed',
  'webhook.added',
  'webhook.removed',
  'webhook.re-enabled',
] as const;
export const AuditActionSchema = z.enum(AUDIT_ACTIONS);
export type AuditAction = z.output<typeof AuditActionSchema>;

/** One row of the audit log as the API answers it. */
export const AuditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  /**
   * Who acted: the account's id, its name at the time, and its e-mail address, which tells apart two
   * people of one name (an editor who joins with the owner's) where a name alone would not. `id` and
   * `email` are null for nobody signed in and for the server's shell.
   */
  actor: z.object({ id: z.string().nullable(), name: z.string(), email: z.string().nullable() }),
  action: AuditActionSchema,
  target: z.string(),
  ip: z.string(),
});
export type AuditEntry = z.output<typeof AuditEntrySchema>;

/** How each act reads in the Activity tab's filter and table. */
export const AUDIT_ACTION_LABELS = {
  'sign-in': 'Signed in',
  'sign-in.refused': 'Sign-in refused',
  'passkey.added': 'Passkey added',
  'passkey.removed': 'Passkey removed',
  'authenticator-app.added': 'Authenticator app turned on',
  'authenticator-app.removed': 'Authenticator app turned off',
  'recovery-codes.renewed': 'Recovery codes renewed',
  'recovery-code.used': 'Recovery code used',
  'sign-in-rule.changed': 'Sign-in rule changed',
  'user.password-reset': 'Password reset from the shell',
  'user.second-factor-reset': 'Second factors reset from the shell',
  'invitation.sent': 'Invitation sent',
  'invitation.revoked': 'Invitation revoked',
  'invitation.accepted': 'Invitation accepted',
  'user.role-changed': 'Role changed',
  'user.suspended': 'Account suspended',
  'user.reinstated': 'Account reinstated',
  'user.removed': 'Account removed',
  'ownership.handed-over': 'Ownership handed over',
  'post.published': 'Post published',
  'post.unpublished': 'Post unpublished',
  'post.scheduled': 'Post scheduled',
  'post.unscheduled': 'Post unscheduled',
  'post.submitted': 'Post submitted for review',
  'post.returned': 'Post sent back to its author',
  'post.withdrawn': 'Post taken out of review',
  'post.deleted': 'Post deleted',
  'post.revision-restored': 'Revision restored',
  'post.preview-link': 'Preview link made',
  'page.published': 'Page published',
  'site.published': 'Site settings published',
  'backup.downloaded': 'Backup downloaded',
  'backup.restored': 'Backup restored',
  'keys.rotated': 'Signing key rotated',
  'submission.not-spam': 'Moved out of spam',
  'submission.resent': 'Mail sent again',
  'webhook.added': 'Webhook endpoint added',
  'webhook.removed': 'Webhook endpoint removed',
  'webhook.re-enabled': 'Webhook endpoint sent to again',
  reauthenticated: 'Confirmed it was them',
  'reauthentication.refused': 'Confirmation refused',
  'sessions.ended': 'Signed out everywhere',
  'refresh-token.reused': 'Used sign-in token sent again',
  'submission.exported': 'Enquiries exported',
  'submission.assigned': 'Enquiry assigned',
  'submission.state-changed': 'Enquiry state changed',
  'submission.noted': 'Note written on an enquiry',
  'submission.replied': 'Reply sent to a visitor',
  'calendar.holiday-added': 'Office holiday added',
  'calendar.holiday-removed': 'Office holiday removed',
} as const satisfies Record<AuditAction, string>;

/** Rows a page of GET /api/admin/audit holds without `limit`. */
const AUDIT_PAGE_SIZE = 50;

/**
 * Where a page of the log starts: after the row of that id (the `id` of the last row a page
 * answered, as its `Link: rel="next"` says), or before that time (an ISO date with its zone).
 */
export type AuditCursor = { kind: 'after-row'; id: number } | { kind: 'before-time'; at: Date };

/** The query of GET /api/admin/audit: each parameter optional, a bad one a 400 naming it. */
export const AuditQuerySchema = z.object({
  /** An account's id: only what it did. Default: everyone's. */
  actor: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,100}$/, 'actor must be an account id')
    .optional(),
  /** Only this kind of act. Default: every kind. */
  action: z.enum(AUDIT_ACTIONS, { error: 'action must be one of the audit actions' }).optional(),
  /** A row's id (the rows older than it) or an ISO date and time (the rows before it). Default: the newest. */
  before: z
    .string()
    .max(40, 'before must be a row id or an ISO date and time')
    .transform((value, ctx): AuditCursor => {
      if (/^[1-9]\d{0,14}$/.test(value)) return { kind: 'after-row', id: Number(value) };
      const at = z.iso.datetime({ offset: true }).safeParse(value);
      if (at.success) return { kind: 'before-time', at: new Date(at.data) };
      ctx.addIssue({ code: 'custom', message: 'before must be a row id or an ISO date and time' });
      return z.NEVER;
    })
    .optional(),
  /** Default: 50; at most 100. */
  limit: pageNumber('limit', MAX_PAGE_SIZE).default(AUDIT_PAGE_SIZE),
});
export type AuditQuery = z.output<typeof AuditQuerySchema>;

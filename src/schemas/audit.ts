import { z } from 'zod';

/**
 * What the audit log records, one name per kind of act (audit/log.ts writes them, the Activity tab
 * filters by them). Sign-ins say their method in the target ("password", "passkey", "invitation").
 */
export const AUDIT_ACTIONS = [
  'sign-in',
  'sign-in.refused',
  'passkey.added',
  'passkey.removed',
  'authenticator-app.added',
  'authenticator-app.removed',
  'recovery-codes.renewed',
  'recovery-code.used',
  'sign-in-rule.changed',
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
  'post.deleted',
  'post.revision-restored',
  'post.preview-link',
  'backup.downloaded',
  'backup.restored',
  'keys.rotated',
  'submission.not-spam',
] as const;
export const AuditActionSchema = z.enum(AUDIT_ACTIONS);
export type AuditAction = z.output<typeof AuditActionSchema>;

/** One row of the audit log as the API answers it. */
export const AuditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  actor: z.object({ id: z.string().nullable(), name: z.string() }),
  action: AuditActionSchema,
  target: z.string(),
  ip: z.string(),
});
export type AuditEntry = z.output<typeof AuditEntrySchema>;

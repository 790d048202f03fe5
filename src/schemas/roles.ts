import { z } from 'zod';

/**
 * The staff's roles, highest first (Ghost's ladder): the owner (the first account; exactly one),
 * administrators (everything but removing the owner), editors (every post), authors (their own
 * posts, published by themselves) and contributors (their own drafts, which an editor publishes).
 */
export const ROLES = ['owner', 'administrator', 'editor', 'author', 'contributor'] as const;
export const RoleSchema = z.enum(ROLES);
export type Role = z.output<typeof RoleSchema>;

/**
 * Who may do what: the one table the server enforces (auth/guard.ts, blog/access.ts), the API
 * contract names on each operation, and the admin reads to show only what a person can use.
 */
export const PERMISSIONS = {
  /** Write posts of their own: create them, change and delete them (a contributor only while they are drafts or in review), submit them for review, upload their images. */
  writePosts: ['owner', 'administrator', 'editor', 'author', 'contributor'],
  /** Publish, schedule and preview the posts they may change, and send them back from review. */
  publishPosts: ['owner', 'administrator', 'editor', 'author'],
  /** Every post, whoever wrote it: change, publish, delete. */
  everyPost: ['owner', 'administrator', 'editor'],
  /** The site's pages on the running site: drafts, previews, publishing, their history (server/content/). */
  editSite: ['owner', 'administrator', 'editor'],
  /** The inbox: what visitors sent (personal data), their files, the spam view, and who answers what by when. */
  inbox: ['owner', 'administrator'],
  /** The site's insights: page views, what led to enquiries, searches without results, broken links (counts only, no personal data). */
  insights: ['owner', 'administrator', 'editor'],
  /** The offices' holidays the promise of an answer counts around (server/enquiries/calendars.ts). */
  calendars: ['owner'],
  /** Backups: download and restore. */
  backups: ['owner', 'administrator'],
  /** The site's sign-in rule (passkey or app required). */
  signInRule: ['owner', 'administrator'],
  /** The staff: invite people, change their roles, suspend or remove them (never the owner). */
  team: ['owner', 'administrator'],
  /** The audit log: who signed in, changed a factor, the team, a post's status, a backup (personal data, like the inbox). */
  audit: ['owner', 'administrator'],
} as const satisfies Record<string, readonly Role[]>;
export type Permission = keyof typeof PERMISSIONS;

/** Whether `role` has `permission`. */
export function can(role: Role, permission: Permission): boolean {
  return (PERMISSIONS[permission] as readonly Role[]).includes(role);
}

/** How a role reads to a person: "an editor", "the owner". */
export function roleLabel(role: Role): string {
  return role === 'owner' ? 'the owner' : `${/^[aeiou]/.test(role) ? 'an' : 'a'} ${role}`;
}

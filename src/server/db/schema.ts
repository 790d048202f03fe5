import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { BLOG_STATUSES, type ReviewNote } from '../../schemas/blog';
import { REVISION_EVENTS } from '../../schemas/blog-revisions';
import { INBOX_KINDS } from '../../schemas/inbox';
import { ROLES } from '../../schemas/roles';
import type { WebhookKind } from '../../schemas/webhooks';
import { POST_WORDS } from '../search/post-words';

/*
 * The database, defined once. `npm run db:generate` (drizzle-kit) writes the SQL migrations in
 * ./migrations from this file, and a test fails when the two disagree. Constraint names are
 * PostgreSQL's own defaults, the names the first, hand-written migration gave them.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/** PostgreSQL's full-text document type: lexemes with their positions and weights. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** src/schemas/roles.ts: what each role may do. */
    role: text('role', { enum: ROLES }).notNull(),
    /**
     * Access tokens carry the value this had when they were signed and are refused once it has
     * moved on: it goes up on logout, on a refresh token's reuse and on a password reset. A counter
     * rather than a time, because a token's iat is in whole seconds (a token signed just before a
     * logout and one signed just after a new sign-in can share one) and instances' clocks differ.
     */
    sessionVersion: integer('session_version').notNull().default(0),
    /** Set by an owner or administrator: the account cannot sign in and its sessions have ended, until lifted. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true, mode: 'date' }),
    /**
     * Set when the account was removed: it can never sign in again, and the row stays so that its
     * posts and the audit log keep naming it. An invitation accepted for the same address brings it back.
     */
    removedAt: timestamp('removed_at', { withTimezone: true, mode: 'date' }),
    /** Its last sign-in (a password, a passkey or an invitation accepted), for the staff list. */
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('users_email_key').on(t.email),
    check('users_role_check', sql`${t.role} IN ('owner', 'administrator', 'editor', 'author', 'contributor')`),
    // Exactly one owner: a second is refused by the database itself, whichever instance tries.
    uniqueIndex('users_one_owner')
      .on(t.role)
      .where(sql`${t.role} = 'owner'`),
  ],
);

/**
 * Refresh tokens, stored only as SHA-256 hashes. A family is one login's chain of rotations:
 * presenting a token that was already used revokes the whole family.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull(),
    familyId: text('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    foreignKey({ name: 'refresh_tokens_user_id_fkey', columns: [t.userId], foreignColumns: [users.id] }).onDelete('cascade'),
    unique('refresh_tokens_token_hash_key').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
  ],
);

/**
 * When each session (a refresh-token family, named by its access tokens' `sid`) last proved who is
 * behind it: its sign-in, or a re-authentication since. The calls that change how an account signs
 * in, or hand out the site's data, need a proof younger than REAUTH_SECONDS (auth/recent-proof.ts).
 */
export const sessionProofs = pgTable(
  'session_proofs',
  {
    familyId: text('family_id').primaryKey(),
    userId: text('user_id').notNull(),
    provedAt: timestamp('proved_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    foreignKey({ name: 'session_proofs_user_id_fkey', columns: [t.userId], foreignColumns: [users.id] }).onDelete('cascade'),
    index('session_proofs_user_idx').on(t.userId),
  ],
);

/** Failed logins per e-mail (known or not) and client address, for throttling; pruned on write. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    email: text('email').notNull(),
    address: text('address').notNull().default(''),
    failedAt: timestamp('failed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('login_failures_email_idx').on(t.email, t.failedAt),
    index('login_failures_email_address_idx').on(t.email, t.address, t.failedAt),
    index('login_failures_failed_idx').on(t.failedAt),
  ],
);

/** Addresses an account signed in from, exempt from its account-wide ceiling for 30 days. */
export const knownLogins = pgTable(
  'known_logins',
  {
    email: text('email').notNull(),
    address: text('address').notNull(),
    lastAt: timestamp('last_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.email, t.address] })],
);

/**
 * The ALTCHA solutions redeemed (security/proof-of-work.ts), by challenge nonce, until the challenge
 * expires: a solution counts once, whether it came with a form's post or with a sign-in past an
 * account's ceiling of failures. And the pages' form stamps stored posts
 * carried (`form-stamp:<stamp>`, submissions/guards.ts), until they are too old to count. Past
 * `expires_at` either is refused anyway, so the retention sweep deletes the row.
 */
export const spamProofsUsed = pgTable(
  'spam_proofs_used',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('spam_proofs_used_expires_idx').on(t.expiresAt)],
);

/** When the administrator was last told that an account reached its ceiling (one mail per window). */
export const loginAlerts = pgTable('login_alerts', {
  email: text('email').primaryKey(),
  sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/**
 * Passkeys (WebAuthn credentials): the credential's id and public key, never anything secret. The
 * counter is the authenticator's signature count at its last use: a lower or equal one from an
 * authenticator that counts means a cloned key, and the sign-in is refused.
 */
export const passkeys = pgTable(
  'passkeys',
  {
    /** The credential id, base64url, as the browser reports it. */
    id: text('id').primaryKey(),
    userId: text('user_id').notNull(),
    name: text('name').notNull(),
    /** COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    /** How the browser can reach the authenticator (internal, usb, hybrid...), comma-separated. */
    transports: text('transports').notNull().default(''),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    foreignKey({ name: 'passkeys_user_id_fkey', columns: [t.userId], foreignColumns: [users.id] }).onDelete('cascade'),
    index('passkeys_user_idx').on(t.userId),
  ],
);

/**
 * WebAuthn challenges handed out and not yet answered: each is deleted by the one request that
 * redeems it, so a challenge works once, on any instance, and not after `expires_at`.
 */
export const webauthnChallenges = pgTable(
  'webauthn_challenges',
  {
    challenge: text('challenge').primaryKey(),
    purpose: text('purpose', { enum: ['register', 'sign-in'] }).notNull(),
    /** Registration: the signed-in account adding a passkey. Sign-in: none (discoverable credentials). */
    userId: text('user_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('webauthn_challenges_expires_idx').on(t.expiresAt)],
);

/**
 * An account's authenticator app (TOTP, RFC 6238). The secret is encrypted with a key derived from
 * the server's master secret, which lives outside the database, so a backup holds no usable secret.
 * Until `confirmed_at` it is an enrolment in progress and asks nothing at sign-in. `last_step` is
 * the time step of the last code accepted: a code is accepted only for a later step, so none works twice.
 */
export const totpFactors = pgTable(
  'totp_factors',
  {
    userId: text('user_id').primaryKey(),
    secret: text('secret').notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true, mode: 'date' }),
    lastStep: bigint('last_step', { mode: 'number' }),
    /** Wrong codes (the app's or recovery codes) since the last right one, from every address together. */
    wrongCodes: integer('wrong_codes').notNull().default(0),
    /** Set when wrongCodes reached the cap: until then the app's codes are refused (a passkey or a recovery code signs in). */
    codesRefusedUntil: timestamp('codes_refused_until', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [foreignKey({ name: 'totp_factors_user_id_fkey', columns: [t.userId], foreignColumns: [users.id] }).onDelete('cascade')],
);

/**
 * Single-use recovery codes, stored as keyed hashes ('h2:' + HMAC under the factor key of their
 * SHA-256: auth/totp.ts). They are random, so no slow hash is needed; the key keeps an archive's
 * hashes from being checked at all.
 */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id').notNull(),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    foreignKey({ name: 'recovery_codes_user_id_fkey', columns: [t.userId], foreignColumns: [users.id] }).onDelete('cascade'),
    unique('recovery_codes_user_code_key').on(t.userId, t.codeHash),
  ],
);

/**
 * Invitations to join the staff: an address and a role, redeemed once by the person holding the
 * link (only the SHA-256 of its token is stored) within 7 days, unless revoked first.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    role: text('role', { enum: ROLES }).notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: text('invited_by'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true, mode: 'date' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    foreignKey({ name: 'invitations_invited_by_fkey', columns: [t.invitedBy], foreignColumns: [users.id] }).onDelete('set null'),
    unique('invitations_token_hash_key').on(t.tokenHash),
    // One link that works per address: sending another withdraws the last (team/invitation-routes.ts).
    uniqueIndex('invitations_one_pending')
      .on(t.email)
      .where(sql`${t.acceptedAt} IS NULL AND ${t.revokedAt} IS NULL`),
    check('invitations_role_check', sql`${t.role} IN ('administrator', 'editor', 'author', 'contributor')`),
  ],
);

/**
 * The audit log: who did what to what, from where. Append-only: rows are only ever inserted, and
 * deleted by the retention sweep once older than 400 days (audit/retention.ts). The actor's name is
 * copied, so a row still reads right after the account is renamed or removed; no foreign key, so
 * nothing cascades into it.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** The account that acted; null for someone not signed in (a refused sign-in) or the server itself. */
    actorId: text('actor_id'),
    actorName: text('actor_name').notNull(),
    action: text('action').notNull(),
    /** What it was done to, as a person reads it: an e-mail address, a post's title, a file name. */
    target: text('target').notNull().default(''),
    ip: text('ip').notNull().default(''),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_actor_idx').on(t.actorId, t.at),
    index('audit_log_action_idx').on(t.action, t.at),
  ],
);

/**
 * The site's pages as edited on the running site (server/content/): one row per document (`page:about`
 * for content/pages/about.json), holding what is published over the build's file, if anything, and
 * the one draft staff share. A version is the SHA-256 of the document's text, as the dev editor's.
 */
export const contentDocuments = pgTable(
  'content_documents',
  {
    name: text('name').primaryKey(),
    /** The text published over the build's file; null while the build's file is what is served. */
    published: text('published'),
    publishedVersion: text('published_version'),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }),
    /** The version of the build's file the live one was made from: a deploy that changed the file shows both. */
    baseVersion: text('base_version'),
    draft: text('draft'),
    draftVersion: text('draft_version'),
    draftAt: timestamp('draft_at', { withTimezone: true, mode: 'date' }),
    draftBy: text('draft_by'),
  },
  (t) => [
    foreignKey({ name: 'content_documents_draft_by_fkey', columns: [t.draftBy], foreignColumns: [users.id] }).onDelete(
      'set null',
    ),
  ],
);

/** Every publish of a document: its text, who published it, when, and what changed (field by field). */
export const contentHistory = pgTable(
  'content_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    byId: text('by_id'),
    /** Copied, so an entry still reads right after the account is renamed or removed. */
    byName: text('by_name').notNull(),
    text: text('text').notNull(),
    version: text('version').notNull(),
    summary: text('summary').notNull(),
  },
  (t) => [index('content_history_name_idx').on(t.name, t.id)],
);

/** How accounts may sign in, for the whole site (one row): the administrator's to change. */
export const signInPolicy = pgTable('sign_in_policy', {
  id: integer('id').primaryKey().default(1),
  /** Every password sign-in needs a second factor; an account without one signs in with a passkey. */
  requireSecondFactor: boolean('require_second_factor').notNull().default(false),
});

/** Uploaded files. stored_name is generated; original_name is only ever shown, never used as a path. */
export const files = pgTable(
  'files',
  {
    id: text('id').primaryKey(),
    kind: text('kind', { enum: ['quote', 'cv', 'image'] }).notNull(),
    originalName: text('original_name').notNull(),
    storedName: text('stored_name').notNull(),
    size: integer('size').notNull(),
    mime: text('mime').notNull(),
    /** Pixel size of an image (null for other files, and for images uploaded before sizes were recorded). */
    width: integer('width'),
    height: integer('height'),
    /** A resized WebP copy of an image names its original here, and goes with it. */
    variantOf: text('variant_of'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('files_stored_name_key').on(t.storedName),
    check('files_kind_check', sql`${t.kind} IN ('quote', 'cv', 'image')`),
    foreignKey({ name: 'files_variant_of_fkey', columns: [t.variantOf], foreignColumns: [t.id] }).onDelete('cascade'),
  ],
);

/**
 * Files a visitor attached to a form the server refused (a field left empty, say), kept for a short
 * time so the next post of the same form can use them without choosing them again. Each is found by
 * the SHA-256 of a random token carried in the re-rendered form's hidden field, and only with the
 * browser's owner cookie, whose hash is here too; never reachable by URL. A post that uses one moves
 * it into `files` in the submission's transaction; expired ones are swept (submissions/held-files.ts).
 */
export const heldFiles = pgTable(
  'held_files',
  {
    tokenHash: text('token_hash').primaryKey(),
    ownerHash: text('owner_hash').notNull(),
    kind: text('kind', { enum: ['quote', 'cv'] }).notNull(),
    originalName: text('original_name').notNull(),
    storedName: text('stored_name').notNull(),
    size: integer('size').notNull(),
    mime: text('mime').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('held_files_stored_name_key').on(t.storedName),
    check('held_files_kind_check', sql`${t.kind} IN ('quote', 'cv')`),
    index('held_files_expires_idx').on(t.expiresAt),
  ],
);

export const quotes = pgTable(
  'quotes',
  {
    id: text('id').primaryKey(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    companyName: text('company_name').notNull(),
    size: text('size').notNull(),
    contactMethod: text('contact_method').notNull(),
    services: text('services').notNull(),
    description: text('description').notNull(),
    budget: text('budget').notNull(),
    source: text('source').notNull(),
    additionalDetails: text('additional_details').notNull(),
    deadline: text('deadline').notNull(),
    region: text('region', { enum: ['modal', 'uk', 'nepal'] }).notNull(),
    fileId: text('file_id'),
    /**
     * Why the submission looks automated (its hidden field filled, sent too soon after its page was
     * served, or its form's stamp forged), or null. A suspect is stored, never dropped, and never
     * e-mailed: the administrator reads it in the inbox's Spam view and can move it back.
     */
    spamReason: text('spam_reason'),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({ name: 'quotes_file_id_fkey', columns: [t.fileId], foreignColumns: [files.id] }),
    /** By time then id: the inbox's pages (read backwards) and the CSV export's batches. */
    index('quotes_created_id_idx').on(t.createdAt, t.id),
  ],
);

export const contacts = pgTable(
  'contacts',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    /**
     * Why the submission looks automated (its hidden field filled, sent too soon after its page was
     * served, or its form's stamp forged), or null. A suspect is stored, never dropped, and never
     * e-mailed: the administrator reads it in the inbox's Spam view and can move it back.
     */
    spamReason: text('spam_reason'),
    createdAt: createdAt(),
  },
  (t) => [
    /** By time then id: the inbox's pages (read backwards) and the CSV export's batches. */
    index('contacts_created_id_idx').on(t.createdAt, t.id),
  ],
);

export const applications = pgTable(
  'applications',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    contact: text('contact').notNull(),
    email: text('email').notNull(),
    town: text('town').notNull(),
    country: text('country').notNull(),
    position: text('position').notNull(),
    salary: text('salary').notNull(),
    currency: text('currency').notNull(),
    info: text('info').notNull(),
    fileId: text('file_id').notNull(),
    /**
     * Whether the position was one of the site's open roles when the application was sent; false: a
     * speculative application (a role closed meanwhile, or a position of the applicant's own). The
     * applications from before roles were recorded named a role of the fixed list, hence the default.
     */
    openRole: boolean('open_role').notNull().default(true),
    /**
     * Why the submission looks automated (its hidden field filled, sent too soon after its page was
     * served, or its form's stamp forged), or null. A suspect is stored, never dropped, and never
     * e-mailed: the administrator reads it in the inbox's Spam view and can move it back.
     */
    spamReason: text('spam_reason'),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({ name: 'applications_file_id_fkey', columns: [t.fileId], foreignColumns: [files.id] }),
    /** By time then id: the inbox's pages (read backwards) and the CSV export's batches. */
    index('applications_created_id_idx').on(t.createdAt, t.id),
  ],
);

/** A stored file attached to a mail: read from storage when the mail is sent, never copied here. */
export interface OutboxAttachment {
  storedName: string;
  originalName: string;
  mime: string;
}

/** A mail as the outbox keeps it until it is sent: what notify/mailer.ts writes into a message. */
export interface OutboxMessage {
  /** The company's address when absent. */
  to?: string;
  subject: string;
  replyTo?: string;
  lines: Array<[string, string]>;
  attachment?: OutboxAttachment;
}

/**
 * Every mail the server sends, written in the transaction of what it is about (a submission, an
 * account's change) and sent by the outbox's worker (notify/outbox.ts), which claims a due row
 * with FOR UPDATE SKIP LOCKED, so of several instances one sends it, and retries with backoff until
 * it is sent or `give up` time has passed. A submission's mail names it (kind and id; one row each,
 * which Resend sends again); an account's mail names nobody, and its text, which may hold a link
 * that signs someone in, is emptied once sent.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    /** In the order mails were queued: those due at once go in that order. */
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    submissionKind: text('submission_kind', { enum: INBOX_KINDS }),
    submissionId: text('submission_id'),
    message: jsonb('message').$type<OutboxMessage | null>(),
    /** queued (never tried), retrying (tried, failed, tried again at next_attempt_at), sent, failed (given up). */
    state: text('state', { enum: ['queued', 'retrying', 'sent', 'failed'] }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** The mail server's reply (or the connection's error) to the last try that failed. */
    lastError: text('last_error'),
    /** When a worker may next take it: a claimed row's is pushed past its send, so a crashed send is retried. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** When it was queued (or queued again by Resend): the retries give up a configured time after. */
    queuedAt: timestamp('queued_at', { withTimezone: true, mode: 'date' }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    check('mail_outbox_state_check', sql`${t.state} IN ('queued', 'retrying', 'sent', 'failed')`),
    uniqueIndex('mail_outbox_submission_idx').on(t.submissionKind, t.submissionId),
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.state} IN ('queued', 'retrying')`),
  ],
);

/**
 * The HTTPS addresses an administrator asked to be sent each new submission of some kinds
 * (webhooks/), with the secret that signs them, sealed under the factor key (security/sealed.ts).
 */
export const webhookEndpoints = pgTable('webhook_endpoints', {
  id: text('id').primaryKey(),
  url: text('url').notNull(),
  kinds: jsonb('kinds').$type<WebhookKind[]>().notNull(),
  secret: text('secret').notNull(),
  createdAt: createdAt(),
  /** Set at the first failed try after a success; cleared by the next success. */
  failingSince: timestamp('failing_since', { withTimezone: true, mode: 'date' }),
  /** Set when it had failed for days: nothing more is sent until a delivery is retried by hand. */
  disabledAt: timestamp('disabled_at', { withTimezone: true, mode: 'date' }),
});

/**
 * One submission to one endpoint: its payload as sent, and how its tries went. Every try carries
 * the same `webhook-id` (message_id), so a receiver can drop what it already has.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    endpointId: text('endpoint_id').notNull(),
    messageId: text('message_id').notNull(),
    submissionKind: text('submission_kind', { enum: INBOX_KINDS }).notNull(),
    submissionId: text('submission_id').notNull(),
    payload: text('payload').notNull(),
    state: text('state', { enum: ['pending', 'succeeded', 'failed'] }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    responseStatus: integer('response_status'),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** When it was queued (or retried by hand): the tries give up a configured time after. */
    queuedAt: timestamp('queued_at', { withTimezone: true, mode: 'date' }).notNull(),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    check('webhook_deliveries_state_check', sql`${t.state} IN ('pending', 'succeeded', 'failed')`),
    foreignKey({
      name: 'webhook_deliveries_endpoint_fkey',
      columns: [t.endpointId],
      foreignColumns: [webhookEndpoints.id],
    }).onDelete('cascade'),
    uniqueIndex('webhook_deliveries_message_idx').on(t.endpointId, t.messageId),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.id),
    index('webhook_deliveries_submission_idx').on(t.submissionKind, t.submissionId),
    index('webhook_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.state} = 'pending'`),
  ],
);

/**
 * Every try of a delivery, as Stripe and Svix show them: when, the receiver's status (null: no
 * answer), why it failed, and how long it took. Gone with its delivery.
 */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    deliveryId: bigint('delivery_id', { mode: 'number' }).notNull(),
    attempt: integer('attempt').notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
    responseStatus: integer('response_status'),
    error: text('error'),
    durationMs: integer('duration_ms').notNull(),
  },
  (t) => [
    foreignKey({
      name: 'webhook_attempts_delivery_fkey',
      columns: [t.deliveryId],
      foreignColumns: [webhookDeliveries.id],
    }).onDelete('cascade'),
    index('webhook_attempts_delivery_idx').on(t.deliveryId, t.attempt),
  ],
);

/**
 * The author's name is copied so a post keeps its byline if the account is removed. `content` is
 * stored sanitised; `excerpt` is the author's own ('' means: derived from the content when read);
 * the image's size is copied from its upload so a page can reserve its box.
 */
export const blogs = pgTable(
  'blogs',
  {
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    /** The current address, /blog/{slug}; every slug it ever had is in blog_slugs. */
    slug: text('slug').notNull(),
    content: text('content').notNull(),
    excerpt: text('excerpt').notNull().default(''),
    /**
     * 'scheduled' is public from `published_date` on: the scheduler (blog/schedule.ts) then makes it
     * 'published'. 'review' is a draft its author submitted for an editor to publish (blog/review.ts).
     */
    status: text('status', { enum: BLOG_STATUSES }).notNull().default('published'),
    imageUrl: text('image_url').notNull().default(''),
    imageAlt: text('image_alt').notNull().default(''),
    imageWidth: integer('image_width'),
    imageHeight: integer('image_height'),
    /** The post's own search and social text ('' falls back to the title and excerpt) and share image ('' to the cover). */
    metaTitle: text('meta_title').notNull().default(''),
    metaDescription: text('meta_description').notNull().default(''),
    socialImageUrl: text('social_image_url').notNull().default(''),
    socialImageWidth: integer('social_image_width'),
    socialImageHeight: integer('social_image_height'),
    authorId: text('author_id'),
    authorUsername: text('author_username').notNull(),
    publishedDate: timestamp('published_date', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Raised by every save: a save based on an older one is refused (409), so two editors never overwrite each other unseen. */
    version: integer('version').notNull().default(1),
    /**
     * The latest review note (blog/review.ts): the author's when submitting, the editor's when sending
     * it back. Cleared when the post is published, scheduled or taken out of review; null without one.
     */
    review: jsonb('review').$type<ReviewNote | null>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** The site search's ranking (server/search/): the title's words (A) and the excerpt's (B), kept by the database. */
    searchHead: tsvector('search_head')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english', title || ' ' || meta_title), 'A') || setweight(to_tsvector('english', excerpt || ' ' || meta_description), 'B')`,
      ),
  },
  (t) => [
    foreignKey({ name: 'blogs_author_id_fkey', columns: [t.authorId], foreignColumns: [users.id] }).onDelete('set null'),
    // The site search's index of the published posts: every word of one, found without reading it
    // (search/post-words.ts). Only the index holds them: a post's words take little room there.
    index('blogs_search_idx')
      .using('gin', POST_WORDS)
      .where(sql`status = 'published'`),
    index('blogs_published_idx').on(t.publishedDate.desc()),
    // The scheduler's one question, "when is the next one due?", answered from the index alone.
    index('blogs_scheduled_idx')
      .on(t.publishedDate)
      .where(sql`${t.status} = 'scheduled'`),
    unique('blogs_slug_key').on(t.slug),
    check('blogs_status_check', sql`${t.status} IN ('draft', 'published', 'scheduled', 'review')`),
  ],
);

/**
 * A post as it was saved, once per save (blog/revisions.ts): created, updated, published,
 * unpublished, scheduled, restored, submitted for review, sent back, taken out of review, or
 * autosaved (one revision per few minutes of typing). A 'pending' one holds a published or
 * scheduled post's autosaved changes, never applied until the administrator saves them. `version` is the post's version it produced (or, pending, was based
 * on). Each post keeps its last 50 and, of older ones, its last 50 published versions.
 */
export const blogRevisions = pgTable(
  'blog_revisions',
  {
    id: text('id').primaryKey(),
    /** The order revisions were made in: several can share a millisecond, and ids are random. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    blogId: text('blog_id').notNull(),
    event: text('event', { enum: REVISION_EVENTS }).notNull(),
    status: text('status', { enum: BLOG_STATUSES }).notNull(),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    excerpt: text('excerpt').notNull(),
    imageUrl: text('image_url').notNull(),
    imageAlt: text('image_alt').notNull(),
    metaTitle: text('meta_title').notNull(),
    metaDescription: text('meta_description').notNull(),
    socialImageUrl: text('social_image_url').notNull(),
    publishedDate: timestamp('published_date', { withTimezone: true, mode: 'date' }).notNull(),
    /** The revision a restore brought back. */
    restoredFrom: text('restored_from'),
    authorId: text('author_id'),
    authorUsername: text('author_username').notNull(),
    createdAt: createdAt(),
    /** Moves on while autosaves are folded into this revision. */
    updatedAt: updatedAt(),
  },
  (t) => [
    foreignKey({ name: 'blog_revisions_blog_id_fkey', columns: [t.blogId], foreignColumns: [blogs.id] }).onDelete('cascade'),
    foreignKey({ name: 'blog_revisions_author_id_fkey', columns: [t.authorId], foreignColumns: [users.id] }).onDelete('set null'),
    index('blog_revisions_blog_idx').on(t.blogId, t.seq.desc()),
  ],
);

/**
 * Links that show a post as it stands to anyone who has one, without signing in (blog/previews.ts).
 * Only the SHA-256 of the link's random token is kept; a revoked or expired one answers 404.
 */
export const blogPreviews = pgTable(
  'blog_previews',
  {
    tokenHash: text('token_hash').primaryKey(),
    blogId: text('blog_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({ name: 'blog_previews_blog_id_fkey', columns: [t.blogId], foreignColumns: [blogs.id] }).onDelete('cascade'),
    index('blog_previews_blog_idx').on(t.blogId),
  ],
);

/**
 * The answers of writes sent with an `Idempotency-Key` (POST /api/blogs): a retry with the same
 * key and body within 24 hours gets the first answer again instead of a second post. Claimed in the
 * write's own transaction (ON CONFLICT DO NOTHING on the primary key), so of two racing requests one
 * writes and the other, waiting on the key, reads its answer (server/http/idempotency.ts).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: text('user_id').notNull(),
    key: text('key').notNull(),
    /** The call and what was sent: the same key with another body is refused (422). */
    fingerprint: text('fingerprint').notNull(),
    status: integer('status').notNull(),
    /** The answer's JSON, as first sent. */
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'idempotency_keys_pkey', columns: [t.userId, t.key] }),
    foreignKey({ name: 'idempotency_keys_user_id_fkey', columns: [t.userId], foreignColumns: [users.id] }).onDelete('cascade'),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);

/**
 * Every slug a post has had, the current one included: the primary key keeps two posts from ever
 * sharing one (claimed with ON CONFLICT DO NOTHING, so concurrent writers never fail), and an old
 * address answers 301 to the post's current one.
 */
export const blogSlugs = pgTable(
  'blog_slugs',
  {
    slug: text('slug').primaryKey(),
    blogId: text('blog_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({ name: 'blog_slugs_blog_id_fkey', columns: [t.blogId], foreignColumns: [blogs.id] }).onDelete('cascade'),
    index('blog_slugs_blog_idx').on(t.blogId),
  ],
);

/** Request counters per endpoint and client address, shared by every instance (rate-limiter-flexible's layout). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull(),
  expire: timestamp('expire', { withTimezone: true, mode: 'date' }),
});

/** Settings that every instance must agree on, such as the token signing secret. */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

export type FileRow = typeof files.$inferSelect;
export type OutboxRow = typeof mailOutbox.$inferSelect;
export type HeldFileRow = typeof heldFiles.$inferSelect;
export type UserRow = typeof users.$inferSelect;
export type PasskeyRow = typeof passkeys.$inferSelect;
export type BlogRow = typeof blogs.$inferSelect;
export type BlogRevisionRow = typeof blogRevisions.$inferSelect;

/**
 * The site search's pages (server/search/pages.ts): one row per content page the site serves and
 * lets search engines index, its words weighted title (A) > description (B) > body, written by the
 * server from the live site's pages at start and after every publish. The posts are indexed where
 * they are, by blogs_search_idx.
 */
export const searchDocuments = pgTable(
  'search_documents',
  {
    /** The page's address, its route's path. */
    url: text('url').primaryKey(),
    /** 'post' for the built-in articles (pages under /blog/), shown as the posts they are. */
    kind: text('kind', { enum: ['page', 'post'] }).notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** The page's text, for its excerpt. */
    body: text('body').notNull(),
    /** A hash of what the page was indexed from: a start with nothing changed writes nothing. */
    sourceHash: text('source_hash').notNull(),
    vector: tsvector('vector').notNull(),
    /** The title's and description's words alone: what results are ranked by. */
    head: tsvector('head').notNull(),
  },
  (t) => [
    index('search_documents_vector_idx').using('gin', t.vector),
    check('search_documents_kind_check', sql`${t.kind} IN ('page', 'post')`),
  ],
);

/**
 * Every word the index holds (as a lexeme), with a trigram index: a misspelt or cut-off word of a
 * query is looked up here by similarity (pg_trgm) and searched as the words it resembles.
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`),
]);

import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ROLES } from '../../schemas/roles';
import { createdAt, updatedAt } from '../db/columns';

/*
 * The tables of accounts, sessions, sign-in factors and the sign-in policy. db/schema.ts gathers every feature's for drizzle-kit:
 * a change here needs its migration (npm run db:generate).
 */

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

/** How accounts may sign in, for the whole site (one row): the administrator's to change. */
export const signInPolicy = pgTable('sign_in_policy', {
  id: integer('id').primaryKey().default(1),
  /** Every password sign-in needs a second factor; an account without one signs in with a passkey. */
  requireSecondFactor: boolean('require_second_factor').notNull().default(false),
});

export type UserRow = typeof users.$inferSelect;
export type PasskeyRow = typeof passkeys.$inferSelect;

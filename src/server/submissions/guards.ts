import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { FORM_STAMP_PLACEHOLDER, GUARD_FIELDS } from '../../schemas/page-forms';
import type { Db } from '../db/types';
import { spamProofsUsed } from '../db/schema';

/** A form posted sooner than this after its page was served looks automated: nobody reads and types that fast. */
export const MIN_FILL_MS = 3000;
/** A stamp from further ahead than this is not one the server issued (instances' clocks may differ a little). */
const CLOCK_SKEW_MS = 60_000;
/**
 * A stamp older than this is not taken as a person's (a bot keeping a stock of stamps): the post is
 * kept as spam, with the reason, for the staff to move out if it was someone back after a day away.
 */
export const FORM_STAMP_MAX_AGE_MS = 24 * 3600 * 1000;
/**
 * Why a post is spam when its page's stamp was already used: a bot re-posting one page, or Back and
 * Send again. Staff read these reasons in the Inbox's Spam: in their words, never "stamp".
 */
export const FORM_STAMP_USED = 'Sent again from a page whose form had already been sent once';

export interface FormStamp {
  /** A stamp for a page served at `now`: the time, signed. */
  issue(now?: number): string;
  /** When the stamp was issued, or null for anything the server did not sign. */
  issuedAt(value: string): number | null;
}

/**
 * Signed times for the pages' forms (the `stamp` field): the server puts one in each page it serves
 * (http/document.ts), and a post carries it back, so the server knows how long the visitor had the
 * form, with nothing kept per visitor until a post is stored (then the stamp is used up:
 * `redeemStamp`). HMAC-SHA-256 with a key of its own (security/secrets.ts) over the time and a
 * random nonce, so no two pages served in one millisecond share one: `time.nonce.signature`. A
 * stamp without a nonce (`time.signature`, from a page served before the nonce) is read too.
 */
export function createFormStamp(key: Uint8Array): FormStamp {
  // 128 bits of the HMAC, as text: compared as text, so no other spelling of the same bits passes.
  const sign = (signed: string) =>
    Buffer.from(createHmac('sha256', key).update(`form-stamp:${signed}`).digest().subarray(0, 16).toString('base64url'));
  return {
    issue: (now = Date.now()) => {
      const time = Math.floor(now).toString(36);
      const nonce = randomBytes(8).toString('base64url');
      return `${time}.${nonce}.${sign(`${time}:${nonce}`).toString()}`;
    },
    issuedAt: (value) => {
      const match = /^([0-9a-z]{1,11})(?:\.([A-Za-z0-9_-]{11}))?\.([A-Za-z0-9_-]{22})$/.exec(value);
      if (!match?.[1] || !match[3]) return null;
      const signed = match[2] ? `${match[1]}:${match[2]}` : match[1];
      if (!timingSafeEqual(Buffer.from(match[3]), sign(signed))) return null;
      return Number.parseInt(match[1], 36);
    },
  };
}

/** The guard fields of a post, as text ('' when absent). */
export interface GuardValues {
  honeypot: string;
  stamp: string;
}

/** Reads the guard fields from a post's fields (a JSON object or a form's fields); anything but text counts as absent. */
export function guardValues(fields: Record<string, unknown>): GuardValues {
  const text = (name: string) => {
    const value = fields[name];
    return typeof value === 'string' ? value : '';
  };
  return { honeypot: text(GUARD_FIELDS.honeypot), stamp: text(GUARD_FIELDS.stamp) };
}

/**
 * Why a post looks automated, or null. The honeypot filled in, a stamp the server never signed, or
 * one issued under MIN_FILL_MS ago. `requireStamp`: a page's form always carries a stamp (the server
 * stamps every page it serves), so one without is suspect; the API's callers need not send one.
 */
export function spamReason(
  guards: GuardValues,
  stamp: FormStamp,
  { requireStamp, now = Date.now() }: { requireStamp: boolean; now?: number },
): string | null {
  if (guards.honeypot.trim() !== '') return 'The hidden field that people leave empty was filled in';
  if (guards.stamp === '' || guards.stamp === FORM_STAMP_PLACEHOLDER)
    return requireStamp ? 'Not sent from a page of this site (its hidden check was missing)' : null;
  const issued = stamp.issuedAt(guards.stamp);
  if (issued === null || issued > now + CLOCK_SKEW_MS)
    return 'Sent with a hidden check this site did not make (a copied or made-up form)';
  const elapsed = now - issued;
  if (elapsed < MIN_FILL_MS) return `Sent ${(Math.max(0, elapsed) / 1000).toFixed(1)} s after the page was served`;
  if (elapsed > FORM_STAMP_MAX_AGE_MS) return 'Sent from a page served more than a day before';
  return null;
}

/**
 * Uses up a post's stamp, in the transaction that stores the post: true the first time, false when
 * a post with it was stored already (a bot posting one page's stamp again and again; a person's
 * Back and Send, kept as spam all the same, never refused). Kept in the table of used spam proofs
 * until the stamp is too old to count anyway, then forgotten by the same sweep.
 */
export async function redeemStamp(tx: Pick<Db, 'insert'>, stamp: FormStamp, value: string): Promise<boolean> {
  const issued = stamp.issuedAt(value);
  if (issued === null) return true;
  const rows = await tx
    .insert(spamProofsUsed)
    .values({ id: `form-stamp:${value}`, expiresAt: new Date(issued + FORM_STAMP_MAX_AGE_MS) })
    .onConflictDoNothing()
    .returning({ id: spamProofsUsed.id });
  return rows.length === 1;
}

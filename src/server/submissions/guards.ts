import { createHmac, timingSafeEqual } from 'node:crypto';
import { FORM_STAMP_PLACEHOLDER, GUARD_FIELDS } from '../../schemas/page-forms';

/** A form posted sooner than this after its page was served looks automated: nobody reads and types that fast. */
export const MIN_FILL_MS = 3000;
/** A stamp from further ahead than this is not one the server issued (instances' clocks may differ a little). */
const CLOCK_SKEW_MS = 60_000;

export interface FormStamp {
  /** A stamp for a page served at `now`: the time, signed. */
  issue(now?: number): string;
  /** When the stamp was issued, or null for anything the server did not sign. */
  issuedAt(value: string): number | null;
}

/**
 * Signed times for the pages' forms (the `stamp` field): the server puts one in each page it serves
 * (http/document.ts), and a post carries it back, so the server knows how long the visitor had the
 * form, with nothing kept per visitor. HMAC-SHA-256 with a key of its own (security/secrets.ts).
 */
export function createFormStamp(key: Uint8Array): FormStamp {
  // 128 bits of the HMAC, as text: compared as text, so no other spelling of the same bits passes.
  const sign = (time: string) =>
    Buffer.from(createHmac('sha256', key).update(`form-stamp:${time}`).digest().subarray(0, 16).toString('base64url'));
  return {
    issue: (now = Date.now()) => {
      const time = Math.floor(now).toString(36);
      return `${time}.${sign(time).toString()}`;
    },
    issuedAt: (value) => {
      const match = /^([0-9a-z]{1,11})\.([A-Za-z0-9_-]{22})$/.exec(value);
      if (!match?.[1] || !match[2]) return null;
      if (!timingSafeEqual(Buffer.from(match[2]), sign(match[1]))) return null;
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
    return requireStamp ? 'Sent without the stamp of a page this site served' : null;
  const issued = stamp.issuedAt(guards.stamp);
  if (issued === null || issued > now + CLOCK_SKEW_MS) return 'Sent with a stamp this site did not issue';
  const elapsed = now - issued;
  if (elapsed < MIN_FILL_MS) return `Sent ${(Math.max(0, elapsed) / 1000).toFixed(1)} s after the page was served`;
  return null;
}

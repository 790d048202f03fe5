import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { FORM_STAMP_PLACEHOLDER } from '../../schemas/page-forms';
import { createFormStamp, FORM_STAMP_MAX_AGE_MS, FORM_STAMP_USED, MIN_FILL_MS, spamReason } from './guards';

const key = new Uint8Array(32).fill(7);
const stamp = createFormStamp(key);
const now = Date.UTC(2026, 10, 25, 12, 0, 0);
const judge = (guards: { honeypot?: string; stamp?: string }, requireStamp = true) =>
  spamReason({ honeypot: '', stamp: '', ...guards }, stamp, { requireStamp, now });

describe("the forms' stamps", () => {
  it('read back the time they were issued at, to the millisecond', () => {
    expect(stamp.issuedAt(stamp.issue(now))).toBe(now);
  });

  it('are refused when changed, signed with another key or not a stamp at all', () => {
    const issued = stamp.issue(now);
    const [time = '', signature = ''] = issued.split('.');
    expect(stamp.issuedAt(`${(Number.parseInt(time, 36) - 60_000).toString(36)}.${signature}`)).toBeNull();
    expect(stamp.issuedAt(`${time}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`)).toBeNull();
    expect(createFormStamp(new Uint8Array(32).fill(8)).issuedAt(issued)).toBeNull();
    for (const junk of ['', FORM_STAMP_PLACEHOLDER, 'x', `${issued}.`, `${time}.`, 'a'.repeat(5000)])
      expect(stamp.issuedAt(junk)).toBeNull();
  });
});

describe('what looks automated', () => {
  it('is nothing for a person: an empty honeypot and a stamp from long enough ago', () => {
    expect(judge({ stamp: stamp.issue(now - MIN_FILL_MS) })).toBeNull();
    expect(judge({ stamp: stamp.issue(now - 3_600_000) })).toBeNull();
  });

  it('is the honeypot filled in, whatever the stamp', () => {
    expect(judge({ honeypot: 'https://spam.example', stamp: stamp.issue(now - 60_000) })).toMatch(/hidden field/);
  });

  it('is a form sent sooner than 3 s after its page was served', () => {
    expect(judge({ stamp: stamp.issue(now - 1200) })).toBe('Sent 1.2 s after the page was served');
  });

  it('is a stamp the site did not issue, or one from the future', () => {
    expect(judge({ stamp: `${now.toString(36)}.AAAAAAAAAAAAAAAAAAAAAA` })).toMatch(/hidden check this site did not make/);
    expect(judge({ stamp: stamp.issue(now + 10 * 60_000) })).toMatch(/hidden check this site did not make/);
  });

  it("is a page form without a stamp, while the API's callers need not send one", () => {
    expect(judge({})).toMatch(/^Not sent from a page of this site/);
    expect(judge({ stamp: FORM_STAMP_PLACEHOLDER })).toMatch(/^Not sent from a page of this site/);
    expect(judge({}, false)).toBeNull();
    expect(judge({ stamp: FORM_STAMP_PLACEHOLDER }, false)).toBeNull();
  });

  it('is said in words the staff read in Spam, never the name of the field behind it', () => {
    const reasons = [
      judge({ honeypot: 'x' }),
      judge({ stamp: stamp.issue(now - 1200) }),
      judge({ stamp: `${now.toString(36)}.AAAAAAAAAAAAAAAAAAAAAA` }),
      judge({}),
      judge({ stamp: stamp.issue(now - FORM_STAMP_MAX_AGE_MS - 1) }),
      FORM_STAMP_USED,
    ];
    expect(reasons.every((reason) => typeof reason === 'string' && !/stamp|honeypot|nonce|hmac/i.test(reason))).toBe(true);
  });
});

describe('a stamp over time (issue 59, finding 2)', () => {
  it('is a new one for every page served, even in the same millisecond', () => {
    const [one, two] = [stamp.issue(now), stamp.issue(now)];
    expect(one).not.toBe(two);
    expect([stamp.issuedAt(one ?? ''), stamp.issuedAt(two ?? '')]).toEqual([now, now]);
  });

  it('is read without a nonce too, from a page served before stamps had one', () => {
    const legacy = createHmac('sha256', key)
      .update(`form-stamp:${now.toString(36)}`)
      .digest()
      .subarray(0, 16);
    expect(stamp.issuedAt(`${now.toString(36)}.${legacy.toString('base64url')}`)).toBe(now);
  });

  it('counts for a day: a stamp older than that is spam, with the reason', () => {
    expect(judge({ stamp: stamp.issue(now - FORM_STAMP_MAX_AGE_MS + 1000) })).toBeNull();
    expect(judge({ stamp: stamp.issue(now - FORM_STAMP_MAX_AGE_MS - 1000) })).toBe(
      'Sent from a page served more than a day before',
    );
  });
});

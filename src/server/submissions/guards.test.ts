import { describe, expect, it } from 'vitest';
import { FORM_STAMP_PLACEHOLDER } from '../../schemas/page-forms';
import { createFormStamp, MIN_FILL_MS, spamReason } from './guards';

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
    expect(judge({ stamp: `${now.toString(36)}.AAAAAAAAAAAAAAAAAAAAAA` })).toMatch(/did not issue/);
    expect(judge({ stamp: stamp.issue(now + 10 * 60_000) })).toMatch(/did not issue/);
  });

  it("is a page form without a stamp, while the API's callers need not send one", () => {
    expect(judge({})).toMatch(/without the stamp/);
    expect(judge({ stamp: FORM_STAMP_PLACEHOLDER })).toMatch(/without the stamp/);
    expect(judge({}, false)).toBeNull();
    expect(judge({ stamp: FORM_STAMP_PLACEHOLDER }, false)).toBeNull();
  });
});

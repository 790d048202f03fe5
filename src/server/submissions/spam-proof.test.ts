import { createChallenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SpamChallenge } from '../../schemas/spam-proof';
import { spamProofsUsed } from '../db/schema';
import { startMailCatcher } from '../test/smtp';
import { form, startHarness, validContact, validQuote, type Harness } from '../test/harness';
import { solveSpamChallenge as solveInBrowser } from '../../lib/spam-proof';
import { solveSpamChallenge } from '../test/spam-proof';
import { until } from '../test/until';
import { manualClock } from '../test/manual-clock';
import { SPAM_PROOF_COST, SPAM_PROOF_COUNTER, SPAM_PROOF_USED } from '../security/proof-of-work';

/*
 * ALTCHA's proof of work on the API's form calls (security/proof-of-work.ts): a post with a valid,
 * unused solution is a submission like any other; one without, or with one that is wrong, expired,
 * another site's or used before, is stored all the same in Spam with the reason, answered 201 and
 * never mailed. The calls here set `proof: false` and send the field themselves.
 */

let h: Harness;
let token: string;
let mail: Awaited<ReturnType<typeof startMailCatcher>>;

beforeAll(async () => {
  mail = await startMailCatcher();
  h = await startHarness({ smtpUrl: mail.url, rateLimit: { max: 1_000, windowMs: 60_000 } });
  token = (await h.client.signUpAndIn('owner@example.com')).accessToken;
});
afterAll(async () => {
  await h.cleanup();
  await mail.close();
});

type Item = { id: string; subject?: string; spamReason?: string | null };
const list = async (view: 'inbox' | 'spam', kind = 'contacts') =>
  (await (await h.client.call(`/api/admin/${kind}?view=${view}&limit=100`, { token })).json()) as Item[];
const challenge = async () => (await (await h.client.call('/api/challenge')).json()) as SpamChallenge;
const post = (subject: string, altcha?: unknown) =>
  h.client.call('/api/contact', {
    proof: false,
    json: { ...validContact, subject, ...(altcha === undefined ? {} : { altcha }) },
  });
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');

async function spamReasonOf(id: string): Promise<string | null | undefined> {
  const spam = await list('spam');
  return spam.find((item) => item.id === id)?.spamReason;
}

describe('GET /api/challenge', () => {
  it('answers a signed ALTCHA challenge that no cache keeps, storing nothing, each one new', async () => {
    const res = await h.client.call('/api/challenge');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const first = (await res.json()) as SpamChallenge;
    expect(first.parameters).toMatchObject({ algorithm: 'SHA-256', cost: SPAM_PROOF_COST });
    expect(first.signature).toMatch(/^[0-9a-f]{64}$/);
    // Its expiry is signed into its data, in the server's time (security/proof-of-work.ts).
    expect(first.parameters.data?.expires).toBeGreaterThan(Date.now() / 1000 + 50 * 60);
    const second = await challenge();
    expect(second.parameters.nonce).not.toBe(first.parameters.nonce);
    expect(await h.server.db.select().from(spamProofsUsed)).toEqual([]);
  });

  it('gives 20 callers at once 20 different challenges, each of which works', async () => {
    const many = await Promise.all(Array.from({ length: 20 }, () => challenge()));
    expect(new Set(many.map((one) => one.parameters.nonce)).size).toBe(20);
    const res = await post('One of twenty', await solveSpamChallenge(many[19] as SpamChallenge));
    const { id } = (await res.json()) as { id: string };
    expect((await list('inbox')).map((item) => item.id)).toContain(id);
  });

  it('asks for work in the stated range: the solution is the counter the server chose', async () => {
    const solved = await solveChallenge({ challenge: await challenge(), deriveKey });
    expect(solved?.counter).toBeGreaterThanOrEqual(SPAM_PROOF_COUNTER.min);
    expect(solved?.counter).toBeLessThanOrEqual(SPAM_PROOF_COUNTER.max);
  });
});

describe('a form call with a solved challenge', () => {
  it('is a submission like any other: in the inbox and mailed', async () => {
    const res = await post('Proved', await solveSpamChallenge(await challenge()));
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    expect((await list('inbox')).map((item) => item.id)).toContain(id);
    await until(
      () => mail.received.filter((one) => /^Subject: Contact form: Proved$/m.test(one.raw)).length,
      (n) => n === 1,
    );
  });

  it("is solved the same by the browser's solver (lib/spam-proof.ts, @noble/hashes, on this thread where there is no Worker)", async () => {
    const altcha = await solveInBrowser(await challenge());
    expect(altcha).not.toBeNull();
    const res = await post('Solved as a browser does', altcha ?? undefined);
    const { id } = (await res.json()) as { id: string };
    expect((await list('inbox')).map((item) => item.id)).toContain(id);
  });

  it('counts a solution once: sent again, alone or ten at a time, every other post lands in Spam as used', async () => {
    const altcha = await solveSpamChallenge(await challenge());
    const first = await post('Once', altcha);
    expect(first.status).toBe(201);
    const again = await post('Twice', altcha);
    expect(again.status).toBe(201);
    expect(await spamReasonOf(((await again.json()) as { id: string }).id)).toBe(SPAM_PROOF_USED);

    const fresh = await solveSpamChallenge(await challenge());
    const burst = await Promise.all(Array.from({ length: 10 }, (_, i) => post(`Burst ${i}`, fresh)));
    expect(burst.map((res) => res.status)).toEqual(burst.map(() => 201));
    const ids = await Promise.all(burst.map(async (res) => ((await res.json()) as { id: string }).id));
    const inbox = new Set((await list('inbox')).map((item) => item.id));
    expect(ids.filter((id) => inbox.has(id))).toHaveLength(1);
    const spam = await list('spam');
    expect(spam.filter((item) => ids.includes(item.id)).map((item) => item.spamReason)).toEqual(
      Array.from({ length: 9 }, () => SPAM_PROOF_USED),
    );
  });

  it('does not spend the solution on a post refused for its fields: the corrected post uses it', async () => {
    const altcha = await solveSpamChallenge(await challenge());
    const refused = await h.client.call('/api/contact', { proof: false, json: { ...validContact, email: 'nope', altcha } });
    expect(refused.status).toBe(400);
    const corrected = await post('Corrected', altcha);
    const { id } = (await corrected.json()) as { id: string };
    expect((await list('inbox')).map((item) => item.id)).toContain(id);
  });

  it('takes the solution as a multipart field too (a quote with its file)', async () => {
    const fields = form(
      { ...validQuote, altcha: await solveSpamChallenge(await challenge()) },
      {
        field: 'file',
        name: 'brief.txt',
        content: 'the brief',
      },
    );
    const res = await h.client.call('/api/request-quote', { proof: false, form: fields });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    expect((await list('inbox', 'quotes')).map((item) => item.id)).toContain(id);
  });
});

describe('a form call without a valid solution is kept in Spam with the reason, answered 201 and never mailed', () => {
  const otherSite = async () => {
    const foreign = await createChallenge({
      algorithm: 'SHA-256',
      cost: SPAM_PROOF_COST,
      counter: 3,
      deriveKey,
      hmacSignatureSecret: 'another site entirely',
      hmacKeySignatureSecret: 'another key entirely',
    });
    return solveSpamChallenge({ parameters: foreign.parameters, signature: foreign.signature ?? '' });
  };
  const tampered = async () => {
    const real = await challenge();
    const solution = await solveChallenge({ challenge: real, deriveKey });
    // The derived key is the proof (its HMAC is in the challenge): one byte off, and it proves nothing.
    const key = solution?.derivedKey ?? '';
    return encode({
      challenge: real,
      solution: { ...solution, derivedKey: `${key.slice(0, -2)}${key.endsWith('00') ? '01' : '00'}` },
    });
  };
  const cheaper = async () => {
    const real = await challenge();
    return encode({
      challenge: { ...real, parameters: { ...real.parameters, keyPrefix: '00' } },
      solution: { counter: 1, derivedKey: '00'.repeat(32) },
    });
  };
  const cases: Array<[string, () => unknown, RegExp]> = [
    ['none at all', () => undefined, /^Sent without a solved challenge \(proof of work\)$/],
    ['an empty field', () => '', /^Sent without a solved challenge/],
    ['a number', () => 42, /not one this site reads/],
    ['text that is not base64 JSON', () => '%%% not a payload', /not one this site reads/],
    ['JSON of another shape', () => encode({ challenge: 'x', solution: 1 }), /not one this site reads/],
    ['a payload of 10 KB', () => 'A'.repeat(10_000), /not one this site reads/],
    ['a wrong derived key', tampered, /is wrong/],
    ['a challenge made cheaper after signing', cheaper, /did not issue/],
    ["another site's challenge", otherSite, /did not issue/],
  ];
  for (const [what, make, reason] of cases)
    it(`with ${what}`, async () => {
      await h.server.idle();
      const sentBefore = mail.received.length;
      const res = await post(`Spam: ${what}`, await make());
      expect(res.status).toBe(201);
      const { id } = (await res.json()) as { id: string };
      expect(await spamReasonOf(id)).toMatch(reason);
      await h.server.idle();
      expect(mail.received.length).toBe(sentBefore);
    });

  it("with an expired challenge (issued two hours before it is sent, by the server's clock)", async () => {
    const clock = manualClock(Date.now());
    const past = await startHarness({ clock });
    try {
      const res = await past.client.call('/api/challenge');
      const altcha = await solveSpamChallenge((await res.json()) as SpamChallenge);
      clock.advance(2 * 3_600_000);
      const sent = await past.client.call('/api/contact', { proof: false, json: { ...validContact, altcha } });
      const { id } = (await sent.json()) as { id: string };
      const ownerToken = (await past.client.signUpAndIn('past@example.com')).accessToken;
      const spam = (await (await past.client.call('/api/admin/contacts?view=spam', { token: ownerToken })).json()) as Item[];
      expect(spam.find((item) => item.id === id)?.spamReason).toMatch(/expired/);
    } finally {
      await past.cleanup();
    }
  });
});

import { createChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SpamChallenge } from '../../schemas/spam-proof';
import { startMailCatcher } from '../test/smtp';
import { solveSpamChallenge } from '../test/spam-proof';
import { startHarness, validContact, type Harness } from '../test/harness';

/*
 * Guessing one account's password from many addresses: past the account's ceiling, an address
 * the owner has not used must prove work per attempt instead of being refused outright, so the
 * owner still signs in from a new network; IPv6 addresses count per /64; the administrator is
 * told once when the ceiling trips.
 */

const CEILING = 12;
const BITS = 8;
const OWNER = { email: 'target@example.com', password: 'the owner knows this one' };
let catcher: Awaited<ReturnType<typeof startMailCatcher>>;
const mails = () => catcher.received.map((mail) => mail.raw);
let h: Harness;
let ownerToken = '';

beforeAll(async () => {
  catcher = await startMailCatcher();
  h = await startHarness({
    smtpUrl: catcher.url,
    loginThrottle: { accountMaxFailures: CEILING, proofBits: BITS },
    authRateLimit: { max: 10_000, windowMs: 60_000 },
  });
  ownerToken = (await h.client.signUpAndIn(OWNER.email, OWNER.password)).accessToken;
  // The owner's home connection: a known address from now on.
  expect((await login(OWNER.password, '192.0.2.1')).status).toBe(200);
}, 180_000);
afterAll(async () => {
  await h.cleanup();
  await catcher.close();
});

function login(password: string, address: string, extra: Record<string, unknown> = {}, email = OWNER.email) {
  return h.client.call('/api/auth/login', { json: { email, password, ...extra }, address });
}

/** The ALTCHA challenge of a 429 past the ceiling, signed for a sign-in of `email`. */
async function challengeOf(res: Response, email = OWNER.email): Promise<SpamChallenge> {
  expect(res.status).toBe(429);
  const body = (await res.json()) as { error: string; challenge: SpamChallenge };
  expect(body.error).toBe('Too many failed sign-in attempts. Please wait and try again.');
  expect(body.challenge).toMatchObject({
    parameters: { algorithm: 'SHA-256', data: { use: 'sign-in', email, bits: expect.any(Number) } },
    signature: expect.stringMatching(/^[0-9a-f]{64}$/),
  });
  // Five minutes to solve it, no more.
  expect((body.challenge.parameters.expiresAt ?? 0) * 1000 - Date.now()).toBeLessThanOrEqual(5 * 60_000);
  return body.challenge;
}

const bitsOf = (challenge: SpamChallenge) => challenge.parameters.data?.bits;
const proven = async (res: Response) => ({ altcha: await solveSpamChallenge(await challengeOf(res)) });

describe('past the per-account ceiling', () => {
  it('lets the owner in from a new network after a proof of work, where it used to refuse for an hour', async () => {
    for (let i = 0; i < CEILING; i++) expect((await login(`guess ${i}`, `203.0.113.${i}`)).status).toBe(401);
    const first = await login(OWNER.password, '198.51.100.7');
    // A client that does not know proofs sees what it always saw: 429 with Retry-After.
    expect(Number(first.headers.get('retry-after'))).toBeGreaterThan(55 * 60);
    const challenge = await challengeOf(first);
    expect(bitsOf(challenge)).toBe(BITS);
    const altcha = await solveSpamChallenge(challenge);
    expect((await login(OWNER.password, '198.51.100.7', { altcha })).status).toBe(200);
    // Known addresses never needed one.
    expect((await login(OWNER.password, '192.0.2.1')).status).toBe(200);
  });

  it('e-mails the administrator once when the ceiling trips, not on every failure after it', async () => {
    await h.server.idle();
    const alerts = mails().filter((mail) => /^Subject: Sign-in attempts: target@example\.com reached its limit/m.test(mail));
    expect(alerts, mails().join('\n----\n')).toHaveLength(1);
    expect(alerts[0]).toContain('target@example.com');
    expect(alerts[0]).toMatch(/From different addresses: 12/);
  });

  it('makes the guesser pay a proof per guess: a wrong password with a proof is still 401 and counts', async () => {
    const res = await login('another guess', '203.0.113.50', await proven(await login('another guess', '203.0.113.50')));
    expect(res.status).toBe(401);
    await h.server.idle();
    expect(mails().filter((mail) => mail.includes('reached its limit'))).toHaveLength(1);
  });

  it("refuses a proof twice, for another account, with a wrong solution, another site's, or a form's, each time with a new challenge", async () => {
    const altcha = await solveSpamChallenge(await challengeOf(await login(OWNER.password, '198.51.100.8')));
    // Made for the owner's e-mail: useless for another account past its ceiling (one nobody has, here).
    for (let i = 0; i < CEILING; i++) await login('x', `203.0.113.${200 + i}`, {}, 'ghost@example.com');
    await challengeOf(await login('x', '198.51.100.8', { altcha }, 'ghost@example.com'), 'ghost@example.com');
    // A sign-in uses it up (and makes its address a known one, so the next tries come from another).
    expect((await login(OWNER.password, '198.51.100.8', { altcha })).status).toBe(200);
    await challengeOf(await login(OWNER.password, '198.51.100.11', { altcha }));
    // A wrong solution of a challenge this site issued.
    const fresh = await challengeOf(await login(OWNER.password, '198.51.100.11'));
    const wrong = Buffer.from(
      JSON.stringify({ challenge: fresh, solution: { counter: 0, derivedKey: '00'.repeat(32) } }),
    ).toString('base64');
    await challengeOf(await login(OWNER.password, '198.51.100.11', { altcha: wrong }));
    // One that is no payload at all.
    await challengeOf(await login(OWNER.password, '198.51.100.11', { altcha: 'x' }));
    // Solved, but signed by another site (with its own secret).
    const foreign = await createChallenge({
      algorithm: 'SHA-256',
      cost: 1,
      counter: 3,
      deriveKey,
      data: { use: 'sign-in', email: OWNER.email, bits: 30 },
      hmacSignatureSecret: 'another site',
    });
    const forged = await solveSpamChallenge({ parameters: foreign.parameters, signature: foreign.signature ?? '' });
    await challengeOf(await login(OWNER.password, '198.51.100.11', { altcha: forged }));
    // A form's challenge (GET /api/challenge), solved: less work, and for a post, not a sign-in.
    const formChallenge = (await (await h.client.call('/api/challenge')).json()) as SpamChallenge;
    await challengeOf(await login(OWNER.password, '198.51.100.11', { altcha: await solveSpamChallenge(formChallenge) }));
    const again = await solveSpamChallenge(await challengeOf(await login(OWNER.password, '198.51.100.11')));
    expect((await login(OWNER.password, '198.51.100.11', { altcha: again })).status).toBe(200);
  });

  it('of two attempts with one proof at once, only one reaches the password check', async () => {
    const { altcha } = await proven(await login(OWNER.password, '198.51.100.9'));
    const answers = await Promise.all([
      login(OWNER.password, '198.51.100.9', { altcha }),
      login(OWNER.password, '198.51.100.10', { altcha }),
    ]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 429]);
  });

  it('asks for more work as the failures keep doubling, up to 16 times the first', async () => {
    const challenge = async () => challengeOf(await login(OWNER.password, '198.51.100.20'));
    // Solved while the work asked was the first's, and kept.
    const stale = await solveSpamChallenge(await challenge());
    // 13 failures so far; at 24 the work doubles.
    for (let i = 0; i < 11; i++) await login('x', `203.0.113.${100 + i}`, await proven(await login('x', `203.0.113.${100 + i}`)));
    expect(bitsOf(await challenge())).toBe(BITS + 1);
    // A challenge issued at the lower difficulty no longer buys an attempt.
    await challengeOf(await login(OWNER.password, '198.51.100.20', { altcha: stale }));
  });

  it("does not let a sign-in's challenge stand in for a form's: the post is kept in Spam with the reason", async () => {
    const altcha = await solveSpamChallenge(await challengeOf(await login(OWNER.password, '198.51.100.40')));
    const res = await h.client.call('/api/contact', {
      proof: false,
      json: { ...validContact, subject: 'Sign-in proof', altcha },
    });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const spam = (await (await h.client.call('/api/admin/contacts?view=spam&limit=100', { token: ownerToken })).json()) as {
      id: string;
      spamReason: string;
    }[];
    expect(spam.find((item) => item.id === id)?.spamReason).toBe(
      'Sent with a challenge solution that is not one this site reads',
    );
  });

  it('refuses malformed proofs with 400', async () => {
    for (const altcha of [42, { challenge: 'ok', nonce: '1' }, ['x'], 'a'.repeat(4_097)]) {
      const res = await login(OWNER.password, '198.51.100.30', { altcha });
      expect(res.status, JSON.stringify(altcha).slice(0, 40)).toBe(400);
    }
  });
});

describe('IPv6', () => {
  it('counts an IPv6 client per /64, so new addresses in its network do not buy new tries', async () => {
    const email = 'v6@example.com';
    for (let i = 1; i <= 5; i++)
      expect((await login('wrong', `2001:db8:abcd:12::${i.toString(16)}`, {}, email)).status).toBe(401);
    const sixth = await login('wrong', '2001:db8:abcd:12:ffff:1:2:3', {}, email);
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    // The neighbouring /64 is another client.
    expect((await login('wrong', '2001:db8:abcd:13::1', {}, email)).status).toBe(401);
  });

  it('counts an IPv4-mapped address as the IPv4 address it is', async () => {
    const email = 'mapped@example.com';
    for (let i = 0; i < 5; i++) expect((await login('wrong', '192.0.2.77', {}, email)).status).toBe(401);
    expect((await login('wrong', '::ffff:192.0.2.77', {}, email)).status).toBe(429);
  });
});

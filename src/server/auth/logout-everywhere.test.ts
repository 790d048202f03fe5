import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../logger';
import { listen, type RunningServer } from '../runtime/node-server';
import { startHarness, type Harness } from '../test/harness';
import { head, rawRequest, write } from '../test/raw-http';

/*
 * Sessions that end (issue 32): POST /api/auth/logout-everywhere ends every session of the signed-in
 * account, on every device, and a session ends 30 days after its sign-in however often it refreshes
 * (it used to slide for ever). On PGlite, and on PostgreSQL in the PG suite.
 */

const OWNER = { email: 'owner@example.com', password: 'correct horse battery' };
const OTHER = { email: 'other@example.com', password: 'another good passphrase' };
let h: Harness;
let http: RunningServer;

beforeAll(async () => {
  h = await startHarness({ registration: 'open' });
  await h.client.signUpAndIn(OWNER.email, OWNER.password);
  await h.client.signUpAndIn(OTHER.email, OTHER.password, 'Other');
  http = await listen(h.server, { host: '127.0.0.1', port: 0, shutdownGraceMs: 1000, logger: createLogger('silent') });
}, 60_000);
afterAll(async () => {
  vi.useRealTimers();
  await http?.shutdown('test over');
  await h?.cleanup();
});

type Tokens = Awaited<ReturnType<Harness['client']['signIn']>>;
const everywhere = (accessToken?: string, extra: { body?: string; headers?: Record<string, string> } = {}) =>
  h.client.call('/api/auth/logout-everywhere', { method: 'POST', token: accessToken, ...extra });
const refresh = (refreshToken: string) => h.client.call('/api/auth/refresh-token', { json: { refreshToken } });
/** [access token works, refresh token works] */
const alive = async (tokens: Tokens) => [
  (await h.client.call('/api/blogs', { method: 'POST', token: tokens.accessToken, json: {} })).status !== 401,
  (await refresh(tokens.refreshToken)).status === 200,
];

describe('POST /api/auth/logout-everywhere', () => {
  it('ends every session of the account on every device, and no other account’s', async () => {
    const [laptop, phone, other] = await Promise.all([
      h.client.signIn(OWNER.email, OWNER.password),
      h.client.signIn(OWNER.email, OWNER.password),
      h.client.signIn(OTHER.email, OTHER.password),
    ]);
    const res = await everywhere(laptop.accessToken);
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
    expect(await alive(laptop)).toEqual([false, false]);
    expect(await alive(phone)).toEqual([false, false]);
    expect(await alive(other)).toEqual([true, true]);
    // A new sign-in works at once.
    expect(await alive(await h.client.signIn(OWNER.email, OWNER.password))).toEqual([true, true]);
  });

  it('answers 401 without a valid access token, 403 to a cross-site page, and ends nothing then', async () => {
    const session = await h.client.signIn(OWNER.email, OWNER.password);
    expect((await everywhere()).status).toBe(401);
    expect((await everywhere('not.a.token')).status).toBe(401);
    expect((await everywhere(session.accessToken, { headers: { Origin: 'https://evil.example' } })).status).toBe(403);
    expect(await alive(session)).toEqual([true, true]);
  });

  it('ignores a body, whatever it is: malformed, cut short, or a megabyte', async () => {
    for (const body of ['{"refreshToken":', 'x'.repeat(1024 * 1024), '\u0000\u0001']) {
      const session = await h.client.signIn(OWNER.email, OWNER.password);
      const res = await everywhere(session.accessToken, { body, headers: { 'Content-Type': 'application/json' } });
      expect(res.status).toBe(204);
      expect(await alive(session)).toEqual([false, false]);
    }
  });

  it('ends the sessions once, whoever asks at once from several devices', async () => {
    const sessions = await Promise.all([1, 2, 3, 4].map(() => h.client.signIn(OWNER.email, OWNER.password)));
    const answers = await Promise.all(sessions.map((session) => everywhere(session.accessToken)));
    // The first to commit ends all; the others either did the same or found their token already refused.
    for (const answer of answers) expect([204, 401]).toContain(answer.status);
    expect(answers.some((answer) => answer.status === 204)).toBe(true);
    for (const session of sessions) expect(await alive(session)).toEqual([false, false]);
  });

  it('ends the sessions even when the client hangs up right after asking', async () => {
    const session = await h.client.signIn(OWNER.email, OWNER.password);
    await rawRequest(http.url, async (socket) => {
      await write(
        socket,
        head('POST', '/api/auth/logout-everywhere', { Authorization: `Bearer ${session.accessToken}`, 'Content-Length': 0 }),
      );
      socket.destroy();
    });
    // Polled with the access token, which a check does not use up (a refresh would rotate it).
    await expect
      .poll(async () => (await h.client.call('/api/admin/contacts', { token: session.accessToken })).status, {
        timeout: 5000,
        interval: 50,
      })
      .toBe(401);
    expect((await refresh(session.refreshToken)).status).toBe(401);
  });
});

describe('a session’s lifetime', () => {
  it('ends 30 days after the sign-in, however often it refreshed', async () => {
    const day = 24 * 3600 * 1000;
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    try {
      let { refreshToken } = await h.client.signIn(OWNER.email, OWNER.password);
      for (const at of [10, 20, 29]) {
        vi.setSystemTime(start + at * day);
        const res = await refresh(refreshToken);
        expect(res.status, `day ${at}`).toBe(200);
        ({ refreshToken } = (await res.json()) as { refreshToken: string });
      }
      vi.setSystemTime(start + 30 * day + 60_000);
      const late = await refresh(refreshToken);
      expect(late.status).toBe(401);
      expect(await late.json()).toEqual({ error: 'Your session has ended. Please sign in again.' });
    } finally {
      vi.useRealTimers();
    }
  });
});

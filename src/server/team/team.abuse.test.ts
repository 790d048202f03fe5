import { sql, type SQL } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginAnswer } from '../../schemas/auth';
import type { InvitationCreated } from '../../schemas/team';
import { createLogger } from '../logger';
import { listen, type RunningServer } from '../runtime/node-server';
import { startHarness, type Harness } from '../test/harness';
import { serverBehindPgProxy } from '../test/pg-proxy';
import { halfThenClosed } from '../test/raw-http';

/*
 * The team's endpoints as a broken client, an attacker or a bad connection uses them: malformed,
 * cut-off and oversized bodies are 4xx naming the problem; one link accepted four times at once
 * makes one account; two administrators acting on each other at once cannot both win; a client
 * gone mid-acceptance uses the link up no more than a database lost as it is claimed.
 */

const OWNER = { email: 'owner@example.com', password: 'correct horse battery' };
const PASSWORD = 'a long passphrase of theirs';
const logged: Array<Record<string, unknown>> = [];
let h: Harness;
let http: RunningServer;
let owner = '';

beforeAll(async () => {
  h = await startHarness({
    authRateLimit: { max: 10_000, windowMs: 60_000 },
    logger: createLogger('info', { write: (line: string) => logged.push(JSON.parse(line) as Record<string, unknown>) }),
  });
  owner = (await h.client.signUpAndIn(OWNER.email, OWNER.password, 'Owner')).accessToken;
  http = await listen(h.server, { host: '127.0.0.1', port: 0, shutdownGraceMs: 1000, logger: createLogger('silent') });
});
afterAll(async () => {
  await http?.shutdown('test over');
  await h.cleanup();
});

async function invite(harness: Harness, token: string, email: string, role = 'editor'): Promise<InvitationCreated> {
  const res = await harness.client.call('/api/admin/invitations', { token, json: { email, role } });
  expect(res.status).toBe(201);
  return (await res.json()) as InvitationCreated;
}
const linkToken = (invitation: InvitationCreated) => invitation.url.split('#invitation=')[1]!;
const send = (method: string, path: string, body: string, token?: string) =>
  h.client.call(path, { method, body, token, headers: { 'Content-Type': 'application/json' } });
/** The one number a `SELECT count(*)::int AS n` answers. */
const count = async (query: SQL) => ((await h.server.db.execute(query)) as { rows: { n: number }[] }).rows[0]?.n;
const accounts = (email: string) => count(sql`SELECT count(*)::int AS n FROM users WHERE email = ${email}`);

describe('malformed, truncated and oversized bodies', () => {
  it('each endpoint answers a cut-off or malformed body 400 saying it is not JSON, and 413 past 64 KB', async () => {
    const invitation = await invite(h, owner, 'bodies@example.com');
    const person = (await (
      await h.client.call('/api/auth/invitations/accept', {
        json: { token: linkToken(invitation), name: 'Bodies', password: PASSWORD },
      })
    ).json()) as LoginAnswer;
    const calls: Array<[string, string, string, string | undefined]> = [
      ['POST', '/api/admin/invitations', JSON.stringify({ email: 'x@example.com', role: 'editor' }), owner],
      ['PATCH', `/api/admin/users/${person.user.id}`, JSON.stringify({ role: 'author' }), owner],
      [
        'POST',
        '/api/auth/invitations/accept',
        JSON.stringify({ token: 'A'.repeat(43), name: 'N', password: PASSWORD }),
        undefined,
      ],
      ['POST', '/api/auth/invitations/open', JSON.stringify({ token: 'A'.repeat(43) }), undefined],
    ];
    for (const [method, path, whole, token] of calls) {
      for (const body of [whole.slice(0, whole.length - 5), '{role: "x"}', '{"a": 1,}', '\u0000']) {
        const res = await send(method, path, body, token);
        expect(res.status, `${method} ${path} ${body}`).toBe(400);
        expect(await res.json()).toEqual({ error: 'The request body is not valid JSON' });
      }
      expect((await send(method, path, JSON.stringify({ name: 'n'.repeat(70_000) }), token)).status, path).toBe(413);
      for (const body of ['[]', '"text"', 'null']) expect((await send(method, path, body, token)).status, body).toBe(400);
    }
  });

  it('names each wrong field: an unknown role, a token that cannot be one, a name too long, extra keys', async () => {
    const wrong = await h.client.call('/api/admin/invitations', {
      token: owner,
      json: { email: 'not an address', role: 'king' },
    });
    expect(wrong.status).toBe(400);
    expect(Object.keys(((await wrong.json()) as { fields: object }).fields).sort()).toEqual(['email', 'role']);
    const accept = await h.client.call('/api/auth/invitations/accept', {
      json: { token: '../../etc/passwd', name: 'x'.repeat(200), password: 'short' },
    });
    expect(accept.status).toBe(400);
    expect(Object.keys(((await accept.json()) as { fields: object }).fields).sort()).toEqual(['name', 'password', 'token']);
    for (const json of [
      { token: '../../etc/passwd' },
      { token: 'A'.repeat(4000) },
      { token: 42 },
      {},
      { token: 'A'.repeat(43), extra: 1 },
    ]) {
      const opened = await h.client.call('/api/auth/invitations/open', { json });
      expect(opened.status, JSON.stringify(json).slice(0, 60)).toBe(400);
    }
    const { id } = ((await (await h.client.call('/api/account', { token: owner })).json()) as { user: { id: string } }).user;
    const extra = await h.client.call(`/api/admin/users/${id}`, {
      method: 'PATCH',
      token: owner,
      json: { role: 'editor', removedAt: null },
    });
    expect(extra.status).toBe(400);
    for (const bad of ['x'.repeat(2000), 'a%00b', '..%2F..'])
      expect((await h.client.call(`/api/admin/users/${bad}`, { method: 'DELETE', token: owner })).status, bad).toBe(404);
  });
});

describe('requests racing', () => {
  it('one link accepted four times at once, and opened as often meanwhile, makes one account and signs in one person', async () => {
    const invitation = await invite(h, owner, 'race@example.com');
    const opens = [0, 1, 2, 3].map(() => h.client.call('/api/auth/invitations/open', { json: { token: linkToken(invitation) } }));
    const results = await Promise.all(
      [0, 1, 2, 3].map((n) =>
        h.client.call('/api/auth/invitations/accept', {
          json: { token: linkToken(invitation), name: `Racer ${n}`, password: PASSWORD },
        }),
      ),
    );
    expect(results.map((res) => res.status).sort()).toEqual([201, 410, 410, 410]);
    // Reading the link never uses it up: before the acceptance, what it gives; after, that it was used.
    for (const opened of await Promise.all(opens)) expect([200, 410]).toContain(opened.status);
    expect(await accounts('race@example.com')).toBe(1);
  });

  it('two administrators removing each other at once: one wins, the other is refused', async () => {
    const admins = await Promise.all(
      ['a1@example.com', 'a2@example.com'].map(async (email) => {
        const invitation = await invite(h, owner, email, 'administrator');
        const res = await h.client.call('/api/auth/invitations/accept', {
          json: { token: linkToken(invitation), name: email, password: PASSWORD },
        });
        return (await res.json()) as LoginAnswer;
      }),
    );
    const [one, two] = admins as [LoginAnswer, LoginAnswer];
    const results = await Promise.all([
      h.client.call(`/api/admin/users/${two.user.id}`, { method: 'DELETE', token: one.accessToken }),
      h.client.call(`/api/admin/users/${one.user.id}`, { method: 'DELETE', token: two.accessToken }),
    ]);
    expect(results.map((res) => res.status).sort()).toEqual([204, 401]);
    const left = await count(
      sql`SELECT count(*)::int AS n FROM users WHERE email IN ('a1@example.com', 'a2@example.com') AND removed_at IS NULL`,
    );
    expect(left).toBe(1);
  });

  it('ten invitations to one address at once leave one link that works', async () => {
    const sent = await Promise.all(
      Array.from({ length: 10 }, () =>
        h.client.call('/api/admin/invitations', { token: owner, json: { email: 'many@example.com', role: 'author' } }),
      ),
    );
    expect(sent.every((res) => res.status === 201)).toBe(true);
    const pending = await count(
      sql`SELECT count(*)::int AS n FROM invitations WHERE email = 'many@example.com' AND revoked_at IS NULL`,
    );
    expect(pending).toBe(1);
  });
});

describe('new recovery codes, twice at once', () => {
  it('leave ten codes, all from one of the two answers', async () => {
    const email = 'codes@example.com';
    const joined = await h.client.call('/api/auth/invitations/accept', {
      json: { token: linkToken(await invite(h, owner, email, 'author')), name: 'Codes', password: PASSWORD },
    });
    const { accessToken: token } = (await joined.json()) as LoginAnswer;
    const { secret } = (await (await h.client.call('/api/account/totp', { method: 'POST', token })).json()) as { secret: string };
    const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate();
    expect((await h.client.call('/api/account/totp/confirm', { token, json: { code } })).status).toBe(200);
    const answers = await Promise.all(
      [0, 1].map(async () => {
        const res = await h.client.call('/api/account/totp/recovery-codes', { method: 'POST', token });
        expect(res.status).toBe(200);
        return ((await res.json()) as { recoveryCodes: string[] }).recoveryCodes;
      }),
    );
    expect(
      await count(sql`SELECT count(*)::int AS n FROM recovery_codes r JOIN users u ON u.id = r.user_id WHERE u.email = ${email}`),
    ).toBe(10);
    const works = async (recovery: string) =>
      (await h.client.call('/api/auth/login', { json: { email, password: PASSWORD, code: recovery } })).status === 200;
    const [first, second] = answers as [string[], string[]];
    expect([await works(first[0]!), await works(second[0]!)].sort()).toEqual([false, true]);
  });
});

describe('a client that goes away mid-request', () => {
  it('half an acceptance then a closed socket uses nothing up: the whole one then signs in', async () => {
    const invitation = await invite(h, owner, 'halfway@example.com');
    const body = JSON.stringify({ token: linkToken(invitation), name: 'Half Way', password: PASSWORD });
    const status = await halfThenClosed(http.url, logged, { method: 'POST', path: '/api/auth/invitations/accept', body });
    await expect.poll(status).toBe(400);
    expect(await accounts('halfway@example.com')).toBe(0);
    const res = await fetch(new URL('/api/auth/invitations/accept', http.url), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
    });
    expect(res.status).toBe(201);
  });
});

describe.runIf(process.env.DATABASE_URL)('the database lost mid-change (PostgreSQL behind a proxy that cuts it)', () => {
  const lost = serverBehindPgProxy('team_faults', { authRateLimit: { max: 10_000, windowMs: 60_000 } });

  it('an acceptance cut as it claims the link: 500, no account, and the link works once the database is back', async () => {
    const faulty = lost.harness;
    const token = (await faulty.client.signUpAndIn(OWNER.email, OWNER.password, 'Owner')).accessToken;
    const invitation = await invite(faulty, token, 'cut@example.com');
    const json = { token: linkToken(invitation), name: 'Cut Off', password: PASSWORD };
    lost.proxy.cutWhenSent('update "invitations"');
    const failed = await faulty.client.call('/api/auth/invitations/accept', { json });
    expect(lost.proxy.databaseDown).toBe(true);
    expect(failed.status).toBe(500);
    expect(((await failed.json()) as { error: string }).error).toBe('Something went wrong on our side. Please try again later.');
    await lost.databaseBack();
    const again = await faulty.client.call('/api/auth/invitations/accept', { json });
    expect(again.status).toBe(201);
  });

  it('a suspension cut as it ends the sessions: 500, and the person is neither suspended nor signed out', async () => {
    const faulty = lost.harness;
    const token = (await faulty.client.signIn(OWNER.email, OWNER.password)).accessToken;
    const invitation = await invite(faulty, token, 'kept@example.com');
    const person = (await (
      await faulty.client.call('/api/auth/invitations/accept', {
        json: { token: linkToken(invitation), name: 'Kept', password: PASSWORD },
      })
    ).json()) as LoginAnswer;
    lost.proxy.cutWhenSent('update "refresh_tokens"');
    const failed = await faulty.client.call(`/api/admin/users/${person.user.id}`, {
      method: 'PATCH',
      token,
      json: { suspended: true },
    });
    expect(failed.status).toBe(500);
    await lost.databaseBack();
    expect((await faulty.client.call('/api/account', { token: person.accessToken })).status).toBe(200);
  });
});

import { Secret, TOTP } from 'otpauth';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../schemas/audit';
import type { Post } from '../../schemas/blog';
import { contacts } from '../db/schema';
import { softPasskey, type SoftPasskey } from '../test/authenticator';
import { startHarness, validContact, type Harness } from '../test/harness';
import { manualClock } from '../test/manual-clock';
import { sweepAuditLog } from './retention';

/*
 * The audit log as the owner reads it: each act the issue names leaves one row saying who, what,
 * to what and from where; refusals are rows of nobody signed in; the list filters by person and
 * act, pages newest first by a cursor, and is the owner's and administrators' alone.
 */

const DAY = 24 * 60 * 60 * 1000;
const clock = manualClock(Date.now());
const OWNER = { email: 'owner@example.com', password: 'correct horse battery', name: 'Olive Owner' };
const EDITOR = { email: 'editor@example.com', password: 'another good passphrase', name: 'Ed Editor' };
let h: Harness;
let owner: { token: string; id: string };
let editor: { token: string; id: string };

beforeAll(async () => {
  h = await startHarness({
    clock,
    registration: 'open',
    authRateLimit: { max: 10_000, windowMs: 60_000 },
    loginThrottle: { maxFailures: 3 },
  });
  const signedUp = await h.client.signUpAndIn(OWNER.email, OWNER.password, OWNER.name);
  owner = { token: signedUp.accessToken, id: signedUp.user.id };
  await h.client.signUpAndIn(EDITOR.email, EDITOR.password, EDITOR.name);
  await h.server.db.execute(sql`UPDATE users SET role = 'editor' WHERE email = ${EDITOR.email}`);
  const again = await h.client.signIn(EDITOR.email, EDITOR.password);
  editor = { token: again.accessToken, id: again.user.id };
});
afterAll(() => h?.cleanup());

const log = async (query = '', token = owner.token) => {
  const res = await h.client.call(`/api/admin/audit${query}`, { token });
  expect(res.status, await res.clone().text()).toBe(200);
  return { rows: (await res.json()) as AuditEntry[], link: res.headers.get('link') };
};
const newest = async (action: AuditEntry['action']) => (await log(`?action=${action}&limit=1`)).rows[0];
const login = (json: Record<string, unknown>, address = '203.0.113.7') => h.client.call('/api/auth/login', { json, address });
const createPost = async (json: Record<string, unknown>, token = owner.token) => {
  const res = await h.client.call('/api/blogs', { json: { content: '<p>Words</p>', ...json }, token });
  expect(res.status).toBe(201);
  return (await res.json()) as Post;
};
const put = (id: string, json: Record<string, unknown>) =>
  h.client.call(`/api/blogs/${id}`, { method: 'PUT', json, token: owner.token });

describe('what the log records', () => {
  it('a password sign-in: the account, the method and address, and where it came from', async () => {
    expect((await login({ email: OWNER.email, password: OWNER.password })).status).toBe(200);
    expect(await newest('sign-in')).toMatchObject({
      actor: { id: owner.id, name: OWNER.name },
      target: `password: ${OWNER.email}`,
      ip: '203.0.113.7',
    });
  });

  it('a refused sign-in, as nobody signed in, naming the address tried; the throttle’s 429s add no rows', async () => {
    const tried = 'someone@example.com';
    for (let i = 0; i < 3; i++) expect((await login({ email: tried, password: 'not it at all' })).status).toBe(401);
    expect((await login({ email: tried, password: 'not it at all' })).status).toBe(429);
    const refused = (await log('?action=sign-in.refused')).rows.filter((row) => row.target.includes(tried));
    expect(refused).toHaveLength(3);
    expect(refused[0]).toMatchObject({
      actor: { id: null, name: 'Nobody signed in' },
      target: `password: ${tried} (wrong e-mail or password)`,
    });
  });

  it('publishing, scheduling, unpublishing, restoring, previewing and deleting a post, each with its title', async () => {
    const post = await createPost({ title: 'Quarterly patching', status: 'draft' });
    expect((await put(post._id, { status: 'published' })).status).toBe(200);
    expect(await newest('post.published')).toMatchObject({ actor: { id: owner.id }, target: '"Quarterly patching"' });
    expect((await put(post._id, { status: 'draft' })).status).toBe(200);
    expect((await newest('post.unpublished'))?.target).toBe('"Quarterly patching"');
    const when = new Date(clock.now() + 3 * DAY).toISOString();
    expect((await put(post._id, { status: 'scheduled', publishedDate: when })).status).toBe(200);
    expect((await newest('post.scheduled'))?.target).toBe(`"Quarterly patching" for ${when}`);
    expect((await put(post._id, { title: 'Changed words only' })).status).toBe(200);
    expect((await newest('post.scheduled'))?.target, 'a change of text is no status change').toContain('Quarterly');

    const revisions = (await (await h.client.call(`/api/admin/blogs/${post._id}/revisions`, { token: owner.token })).json()) as {
      id: string;
    }[];
    const oldest = revisions.at(-1)?.id ?? '';
    const restore = `/api/admin/blogs/${post._id}/revisions/${oldest}/restore`;
    expect((await h.client.call(restore, { method: 'POST', token: owner.token })).status).toBe(200);
    expect((await newest('post.revision-restored'))?.target).toMatch(/^"Quarterly patching", the revision of /);
    const preview = await h.client.call(`/api/admin/blogs/${post._id}/preview?days=2`, { method: 'POST', token: owner.token });
    expect(preview.status).toBe(201);
    const { expiresAt } = (await preview.json()) as { expiresAt: string };
    expect((await newest('post.preview-link'))?.target).toBe(`"Quarterly patching" until ${expiresAt}`);
    expect((await h.client.call(`/api/blogs/${post._id}`, { method: 'DELETE', token: owner.token })).status).toBe(200);
    expect((await newest('post.deleted'))?.target).toBe('"Quarterly patching"');
  });

  it('a scheduled post going out on its own: by Scheduled publishing', async () => {
    const when = new Date(clock.now() + DAY);
    await createPost({ title: 'Out tomorrow', status: 'scheduled', publishedDate: when.toISOString() });
    clock.advance(DAY + 1000);
    await h.server.idle();
    await expect.poll(async () => (await newest('post.published'))?.target).toBe('"Out tomorrow"');
    expect((await newest('post.published'))?.actor).toEqual({ id: null, name: 'Scheduled publishing', email: null });
  });

  it('the sign-in factors: a passkey added, used and removed; an app turned on, a recovery code used, the app off', async () => {
    // A fresh sign-in: changing factors needs a recent proof, and the clock has moved on.
    owner.token = (await h.client.signIn(OWNER.email, OWNER.password)).accessToken;
    const key: SoftPasskey = softPasskey();
    const options = await (await h.client.call('/api/account/passkeys/options', { method: 'POST', token: owner.token })).json();
    const added = await h.client.call('/api/account/passkeys', {
      json: { name: 'Laptop', credential: key.register(options as Parameters<SoftPasskey['register']>[0]) },
      token: owner.token,
    });
    expect(added.status).toBe(201);
    expect((await newest('passkey.added'))?.target).toBe(`${OWNER.email} (passkey "Laptop")`);
    const challenge = await (await h.client.call('/api/auth/passkey/options', { method: 'POST' })).json();
    const signedIn = await h.client.call('/api/auth/passkey', {
      json: { credential: key.signIn(challenge as Parameters<SoftPasskey['signIn']>[0]) },
    });
    expect(signedIn.status).toBe(200);
    expect((await newest('sign-in'))?.target).toBe(`passkey: ${OWNER.email}`);
    const replayed = await h.client.call('/api/auth/passkey', {
      json: { credential: key.signIn(challenge as Parameters<SoftPasskey['signIn']>[0]) },
    });
    expect(replayed.status).toBe(401);
    expect(await newest('sign-in.refused')).toMatchObject({ actor: { id: null }, target: `passkey: ${OWNER.email}` });

    const enrolment = (await (await h.client.call('/api/account/totp', { method: 'POST', token: owner.token })).json()) as {
      secret: string;
    };
    const code = new TOTP({ secret: Secret.fromBase32(enrolment.secret) }).generate({ timestamp: clock.now() });
    const confirmed = await h.client.call('/api/account/totp/confirm', { json: { code }, token: owner.token });
    const { recoveryCodes } = (await confirmed.json()) as { recoveryCodes: string[] };
    expect((await newest('authenticator-app.added'))?.target).toBe(OWNER.email);
    expect((await login({ email: OWNER.email, password: OWNER.password, code: recoveryCodes[0] })).status).toBe(200);
    expect((await newest('sign-in'))?.target).toBe(`password and recovery code: ${OWNER.email}`);
    expect((await newest('recovery-code.used'))?.actor.id).toBe(owner.id);
    expect((await h.client.call('/api/account/totp', { method: 'DELETE', token: owner.token })).status).toBe(204);
    expect((await newest('authenticator-app.removed'))?.target).toBe(OWNER.email);

    const { id } = (await added.json()) as { id: string };
    expect((await h.client.call(`/api/account/passkeys/${id}`, { method: 'DELETE', token: owner.token })).status).toBe(204);
    expect((await newest('passkey.removed'))?.target).toBe(`${OWNER.email} (passkey "Laptop")`);
  });

  it('the sign-in rule, a backup downloaded and a submission moved out of spam', async () => {
    const rule = await h.client.call('/api/account/sign-in-policy', {
      method: 'PUT',
      json: { requireSecondFactor: false },
      token: owner.token,
    });
    expect(rule.status).toBe(200);
    expect((await newest('sign-in-rule.changed'))?.target).toBe('a password alone signs in');

    const backup = await h.client.call('/api/admin/backup', { token: owner.token });
    expect(backup.status).toBe(200);
    await backup.arrayBuffer();
    expect((await newest('backup.downloaded'))?.target).toMatch(/^nexlink-backup-.+\.tar\.gz$/);

    const id = crypto.randomUUID();
    await h.server.db.insert(contacts).values({ ...validContact, id, spamReason: 'Sent too soon' });
    const moved = await h.client.call(`/api/admin/contacts/${id}/not-spam`, { method: 'POST', token: owner.token });
    expect(moved.status).toBe(200);
    // The item, never the visitor's address: the log outlives RETENTION_DAYS (issue 59, finding 6).
    expect((await newest('submission.not-spam'))?.target).toBe(`contacts ${id}`);
  });
});

describe('GET /api/admin/audit', () => {
  it('filters by who acted and by what they did', async () => {
    expect((await login({ email: EDITOR.email, password: EDITOR.password })).status).toBe(200);
    const mine = (await log(`?actor=${editor.id}`)).rows;
    expect(mine.length).toBeGreaterThan(0);
    expect(new Set(mine.map((row) => row.actor.name))).toEqual(new Set([EDITOR.name]));
    const signIns = (await log(`?actor=${editor.id}&action=sign-in`)).rows;
    expect(signIns.every((row) => row.action === 'sign-in' && row.target === `password: ${EDITOR.email}`)).toBe(true);
  });

  it("tells apart an editor who took the owner's name: each row carries the actor's e-mail (issue 59)", async () => {
    await h.server.db.execute(sql`UPDATE users SET name = ${OWNER.name} WHERE email = ${EDITOR.email}`);
    expect((await login({ email: EDITOR.email, password: EDITOR.password })).status).toBe(200);
    expect((await login({ email: OWNER.email, password: OWNER.password })).status).toBe(200);
    const [ownerRow, editorRow] = (await log('?action=sign-in&limit=2')).rows;
    expect(ownerRow?.actor).toEqual({ id: owner.id, name: OWNER.name, email: OWNER.email });
    expect(editorRow?.actor).toEqual({ id: editor.id, name: OWNER.name, email: EDITOR.email });
    // Nobody signed in has no address.
    expect((await login({ email: 'nobody@example.com', password: 'a wrong passphrase' })).status).toBe(401);
    expect((await newest('sign-in.refused'))?.actor).toEqual({ id: null, name: 'Nobody signed in', email: null });
    await h.server.db.execute(sql`UPDATE users SET name = ${EDITOR.name} WHERE email = ${EDITOR.email}`);
  });

  it('pages newest first by a cursor, each page’s Link naming the next until the last', async () => {
    const all = (await log('?limit=100')).rows;
    expect(all.map((row) => row.at)).toEqual([...all.map((row) => row.at)].sort().reverse());
    const seen: AuditEntry[] = [];
    let next: string | null = '/api/admin/audit?limit=3';
    while (next) {
      const page = await log(next.replace('/api/admin/audit', ''));
      expect(page.rows.length).toBeLessThanOrEqual(3);
      seen.push(...page.rows);
      next = /<([^>]+)>; rel="next"/.exec(page.link ?? '')?.[1] ?? null;
    }
    expect(seen.map((row) => row.id)).toEqual(all.map((row) => row.id));
  });

  it('takes an ISO date as `before`: the rows from before that moment', async () => {
    const all = (await log('?limit=100')).rows;
    const cut = all[0]?.at ?? '';
    const before = (await log(`?limit=100&before=${encodeURIComponent(cut)}`)).rows;
    expect(before.length).toBeGreaterThan(0);
    expect(before).toEqual(all.filter((row) => row.at < cut));
  });

  it("is the owner's and administrators': an editor is refused with 403, nobody with 401", async () => {
    const res = await h.client.call('/api/admin/audit', { token: editor.token });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { code: string }).code).toBe('NOT_PERMITTED');
    expect((await h.client.call('/api/admin/audit')).status).toBe(401);
  });

  it('answers 400 naming the parameter that is wrong', async () => {
    for (const [query, field] of [
      ['?action=sign-in.maybe', 'action'],
      ['?before=yesterday', 'before'],
      ['?limit=0', 'limit'],
      ['?actor=a%20b', 'actor'],
    ] as const) {
      const res = await h.client.call(`/api/admin/audit${query}`, { token: owner.token });
      expect(res.status, query).toBe(400);
      expect(Object.keys(((await res.json()) as { fields: Record<string, string> }).fields), query).toEqual([field]);
    }
  });
});

describe('keeping rows 400 days', () => {
  it('the sweep deletes the rows past 400 days and keeps the younger, even with a server clock far ahead', async () => {
    const real = Date.now();
    const at = (days: number) => new Date(real - days * DAY).toISOString();
    await h.server.db.execute(sql`
      INSERT INTO audit_log (at, actor_name, action, target) VALUES
        (${at(500)}, 'Old', 'sign-in', 'swept-500'), (${at(401)}, 'Old', 'sign-in', 'swept-401'),
        (${at(399)}, 'Young', 'sign-in', 'kept-399')`);
    const targets = async () => (await log(`?limit=100&before=${encodeURIComponent(at(300))}`)).rows.map((row) => row.target);
    expect(await targets()).toEqual(['kept-399', 'swept-401', 'swept-500']);
    // Ten years ahead of the database: the database's own clock still bounds what goes.
    expect(await sweepAuditLog(h.server.db, new Date(real + 3650 * DAY))).toBe(2);
    expect(await targets()).toEqual(['kept-399']);
    expect(await sweepAuditLog(h.server.db, new Date(real))).toBe(0);
  });
});

describe('what left no trace before (issue 59, finding 4)', () => {
  const RAE = { email: 'rae@example.com', password: 'rae keeps a long passphrase', name: 'Rae Staff' };
  const targetsOf = async (action: AuditEntry['action']) => (await log(`?action=${action}&limit=10`)).rows;

  it('re-authentication, refused or not; signing out everywhere; a refresh token sent again; a CSV export', async () => {
    await h.client.signUpAndIn(RAE.email, RAE.password, RAE.name);
    const rae = await h.client.signIn(RAE.email, RAE.password);
    const reauth = (password: string) =>
      h.client.call('/api/auth/reauthenticate', { token: rae.accessToken, json: { password } });

    // A guess with a stolen access token, then the right password.
    expect((await reauth('a guess at the password')).status).toBe(403);
    expect((await targetsOf('reauthentication.refused'))[0]).toMatchObject({
      actor: { id: rae.user.id, email: RAE.email },
      target: `password: ${RAE.email} (wrong password)`,
    });
    expect((await reauth(RAE.password)).status).toBe(200);
    expect((await targetsOf('reauthenticated'))[0]).toMatchObject({ target: `password: ${RAE.email}` });

    // A refresh token used twice: its sign-in's sessions end, and whoever sent it is not taken for the holder.
    const first = await h.client.call('/api/auth/refresh-token', { json: { refreshToken: rae.refreshToken } });
    expect(first.status).toBe(200);
    expect((await h.client.call('/api/auth/refresh-token', { json: { refreshToken: rae.refreshToken } })).status).toBe(401);
    expect((await targetsOf('refresh-token.reused'))[0]).toMatchObject({
      actor: { id: null, email: null },
      target: `${RAE.email}: that sign-in's sessions ended`,
    });

    const again = await h.client.signIn(RAE.email, RAE.password);
    expect((await h.client.call('/api/auth/logout-everywhere', { token: again.accessToken, method: 'POST' })).status).toBe(204);
    expect((await targetsOf('sessions.ended'))[0]).toMatchObject({ actor: { email: RAE.email }, target: RAE.email });

    const csv = await h.client.call('/api/admin/contacts/export.csv?from=2026-01-01', { token: owner.token });
    expect(csv.status).toBe(200);
    await csv.arrayBuffer();
    expect((await targetsOf('submission.exported'))[0]).toMatchObject({
      actor: { id: owner.id, email: OWNER.email },
      target: expect.stringMatching(/^contacts-2026-01-01-to-\d{4}-\d{2}-\d{2}\.csv$/) as string,
    });
  });
});

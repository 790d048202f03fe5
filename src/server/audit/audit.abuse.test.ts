import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../schemas/audit';
import { contacts } from '../db/schema';
import { startHarness, validContact, type Harness } from '../test/harness';
import { serverBehindPgProxy } from '../test/pg-proxy';

/*
 * The audit log against a hostile caller and a bad day: malformed and oversized parameters get a
 * 400 naming them and never reach the database; acts racing each other write exactly one row
 * each; the database itself refuses to change a row or drop one before its 400 days, whatever SQL
 * reaches it; and a database lost mid-read answers a plain 500.
 */

const DAY = 24 * 60 * 60 * 1000;
const OWNER = { email: 'owner@example.com', password: 'correct horse battery', name: 'Olive Owner' };
let h: Harness;
let token = '';

beforeAll(async () => {
  h = await startHarness({ authRateLimit: { max: 10_000, windowMs: 60_000 }, loginThrottle: { maxFailures: 1000 } });
  token = (await h.client.signUpAndIn(OWNER.email, OWNER.password, OWNER.name)).accessToken;
});
afterAll(() => h?.cleanup());

/** Why the database refused `statement` (its own words, under the driver's wrapping), or '' when it did not. */
const refusal = (statement: ReturnType<typeof sql>) =>
  h.server.db.execute(statement).then(
    () => '',
    (error: unknown) => String((error as { cause?: { message?: string } }).cause?.message ?? error),
  );
const audit = (query: string) => h.client.call(`/api/admin/audit${query}`, { token });
const rows = async (query: string) => (await (await audit(query)).json()) as AuditEntry[];

describe('parameters made to hurt', () => {
  it.each([
    ['an action that is not one', '?action=sign-in%27%3B%20DROP%20TABLE%20audit_log%3B--', 'action'],
    ['an actor with a NUL byte (PostgreSQL text cannot hold one)', '?actor=abc%00def', 'actor'],
    ['an actor of 10,000 characters', `?actor=${'a'.repeat(10_000)}`, 'actor'],
    ['a cursor past any row id (beyond 2^53)', `?before=${'9'.repeat(20)}`, 'before'],
    ['a cursor of 10,000 characters', `?before=${'1'.repeat(10_000)}`, 'before'],
    ['a negative cursor', '?before=-1', 'before'],
    ['a date without its zone', '?before=2026-01-01T00:00:00', 'before'],
    ['a limit past the ceiling', '?limit=100000', 'limit'],
    ['a limit that is not a number', '?limit=ten', 'limit'],
  ])('%s: 400 naming it', async (_what, query, field) => {
    const res = await audit(query);
    expect(res.status).toBe(400);
    expect(Object.keys(((await res.json()) as { fields: Record<string, string> }).fields)).toEqual([field]);
  });

  it('a cursor naming no row answers an empty page, not an error', async () => {
    const res = await audit('?before=999999999');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([]);
    expect(res.headers.get('link')).toBeNull();
  });
});

describe('acts racing each other', () => {
  it('twenty sign-ins at once: twenty rows, each once', async () => {
    const before = (await rows('?action=sign-in&limit=100')).length;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        h.client.call('/api/auth/login', { json: { email: OWNER.email, password: OWNER.password } }),
      ),
    );
    expect(answers.map((res) => res.status)).toEqual(Array.from({ length: 20 }, () => 200));
    const after = await rows('?action=sign-in&limit=100');
    expect(after.length - before).toBe(20);
    expect(new Set(after.map((row) => row.id)).size).toBe(after.length);
  });

  it('ten "not spam" clicks on one submission at once: one row, as one mail', async () => {
    const id = crypto.randomUUID();
    await h.server.db.insert(contacts).values({ ...validContact, id, spamReason: 'Sent too soon' });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => h.client.call(`/api/admin/contacts/${id}/not-spam`, { method: 'POST', token })),
    );
    expect(new Set(answers.map((res) => res.status))).toEqual(new Set([200]));
    expect((await rows('?action=submission.not-spam')).filter((row) => row.target.includes(id))).toHaveLength(1);
  });

  it('ten posts published at once: ten rows', async () => {
    await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        h.client.call('/api/blogs', { json: { title: `Racing post ${i}`, content: '<p>Words</p>' }, token }),
      ),
    );
    const published = (await rows('?action=post.published&limit=100')).map((row) => row.target);
    expect(published.filter((target) => target.startsWith('"Racing post')).sort()).toEqual(
      Array.from({ length: 10 }, (_, i) => `"Racing post ${i}"`).sort(),
    );
  });
});

describe('the database keeps the log append-only', () => {
  it('refuses to change any row, old or new', async () => {
    expect(await refusal(sql`UPDATE audit_log SET target = 'nothing happened'`)).toMatch(/never changed/);
    expect(await refusal(sql`UPDATE audit_log SET actor_name = 'Someone else' WHERE action = 'sign-in'`)).toMatch(
      /never changed/,
    );
    const old = new Date(Date.now() - 500 * DAY).toISOString();
    await h.server.db.execute(
      sql`INSERT INTO audit_log (at, actor_name, action, target) VALUES (${old}, 'Old', 'sign-in', 'aged')`,
    );
    expect(await refusal(sql`UPDATE audit_log SET target = 'rewritten' WHERE target = 'aged'`)).toMatch(/never changed/);
  });

  it('refuses to delete a row younger than 400 days, and lets one older go', async () => {
    expect(await refusal(sql`DELETE FROM audit_log WHERE action = 'sign-in'`)).toMatch(/kept 400 days/);
    const old = new Date(Date.now() - 401 * DAY).toISOString();
    await h.server.db.execute(
      sql`INSERT INTO audit_log (at, actor_name, action, target) VALUES (${old}, 'Old', 'sign-in', 'old')`,
    );
    await h.server.db.execute(sql`DELETE FROM audit_log WHERE target = 'old'`);
    expect((await rows('?action=sign-in&limit=100')).some((row) => row.target === 'old')).toBe(false);
    expect((await rows('?action=sign-in&limit=100')).length).toBeGreaterThan(0);
  });
});

describe.runIf(process.env.DATABASE_URL)('the database lost mid-read (PostgreSQL behind a proxy that cuts it)', () => {
  const lost = serverBehindPgProxy('audit_faults', { authRateLimit: { max: 10_000, windowMs: 60_000 } });

  it('answers 500 with a plain message, and reads again once it is back', async () => {
    const faulty = lost.harness;
    const signedIn = (await faulty.client.signUpAndIn(OWNER.email, OWNER.password, OWNER.name)).accessToken;
    lost.proxy.cutWhenSent('from "audit_log"');
    const failed = await faulty.client.call('/api/admin/audit', { token: signedIn });
    expect(lost.proxy.databaseDown).toBe(true);
    expect(failed.status).toBe(500);
    expect(((await failed.json()) as { error: string }).error).toBe('Something went wrong on our side. Please try again later.');
    await lost.databaseBack();
    const again = await faulty.client.call('/api/admin/audit', { token: signedIn });
    expect(again.status).toBe(200);
    expect(((await again.json()) as AuditEntry[])[0]?.action).toBe('sign-in');
  });
});

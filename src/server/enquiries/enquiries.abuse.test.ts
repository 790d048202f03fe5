import { eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OfficeCalendar } from '../../schemas/enquiries';
import { auditLog, contacts, officeHolidays, users } from '../db/schema';
import type { Harness } from '../test/harness';
import { validContact } from '../test/harness';
import { startListeningHarness, type ListeningHarness } from '../test/listening-harness';
import { serverBehindPgProxy } from '../test/pg-proxy';

/*
 * The enquiries' tracking as a broken client, a racing team or a failing database uses it: broken,
 * oversized and unknown changes are 4xx and change nothing; ten changes at once are each applied
 * whole, one after another, and logged once each; one holiday added six times at once is added
 * once; a client gone mid-change changes nothing; a change cut by a lost database leaves no trace.
 */

const OWNER = { email: 'owner@example.com', password: 'correct horse battery' };
let listening: ListeningHarness;
let h: Harness;
let owner = '';

beforeAll(async () => {
  listening = await startListeningHarness(OWNER);
  ({ h, owner } = listening);
}, 600_000);
afterAll(() => listening?.stop());

const contact = async (harness: Harness) => {
  const res = await harness.client.call('/api/contact', { json: validContact });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
};
const stored = async (harness: Harness, id: string) => {
  const [row] = await harness.server.db
    .select({ state: contacts.state, assigneeId: contacts.assigneeId, outcome: contacts.outcome })
    .from(contacts)
    .where(eq(contacts.id, id));
  const logged = await harness.server.db
    .select({ target: auditLog.target })
    .from(auditLog)
    .where(like(auditLog.target, `contacts ${id}%`));
  return { row, logged: logged.map((entry) => entry.target) };
};

describe('malformed, truncated, oversized and unknown changes', () => {
  it('answers 400, 413 and 415, and changes nothing', async () => {
    const id = await contact(h);
    const path = `/api/admin/contacts/${id}`;
    await listening.expectBrokenBodiesRefused('PATCH', path, JSON.stringify({ state: 'open' }), '{state: "open"}');
    const send = (body: string) =>
      h.client.call(path, { method: 'PATCH', body, token: owner, headers: { 'Content-Type': 'application/json' } });
    for (const body of [
      '{}',
      '{"state": "done"}',
      '{"state": "open", "by": "me"}',
      '{"assigneeId": 7}',
      JSON.stringify({ assigneeId: 'x'.repeat(65) }),
    ])
      expect((await send(body)).status, body).toBe(400);
    expect((await send(JSON.stringify({ state: 'open', note: 'x'.repeat(300_000) }))).status).toBe(413);
    expect(await stored(h, id)).toEqual({ row: { state: 'new', assigneeId: null, outcome: null }, logged: [] });
    for (const bad of ['abc', '1', '../x'])
      expect(
        (await h.client.call(`/api/admin/contacts/${bad}`, { method: 'PATCH', json: { state: 'open' }, token: owner })).status,
      ).toBe(404);
  });

  it('refuses a holiday that is no date, an office that is none, and a name past 120 characters', async () => {
    const add = (region: string, json: unknown) =>
      h.client.call(`/api/admin/calendars/${region}/holidays`, { token: owner, json });
    expect((await add('nepal', { date: '2026-02-30', name: 'No such day' })).status).toBe(400);
    expect((await add('nepal', { date: '27-12-2026', name: 'Backwards' })).status).toBe(400);
    expect((await add('nepal', { date: '2026-12-27', name: ' ' })).status).toBe(400);
    expect((await add('nepal', { date: '2026-12-27', name: 'x'.repeat(121) })).status).toBe(400);
    expect((await add('mars', { date: '2026-12-27', name: 'Elsewhere' })).status).toBe(404);
    expect(
      (await h.client.call('/api/admin/calendars/nepal/holidays/not-a-day', { method: 'DELETE', token: owner })).status,
    ).toBe(404);
    expect(
      (await h.client.call('/api/admin/calendars/nepal/holidays/2026-12-27', { method: 'DELETE', token: owner })).status,
    ).toBe(404);
    expect(await h.server.db.select().from(officeHolidays)).toEqual([]);
  });
});

describe('changes racing', () => {
  it('ten changes at once are applied one after another, each logged once, none lost', async () => {
    const id = await contact(h);
    const [me] = await h.server.db.select({ id: users.id }).from(users).where(eq(users.email, OWNER.email));
    if (!me) throw new Error('the owner has no account');
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, n) =>
        h.client.call(`/api/admin/contacts/${id}`, {
          method: 'PATCH',
          token: owner,
          json: n % 2 === 0 ? { state: 'open' } : { assigneeId: me.id },
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    // One state change (new to open) and one assignment, whatever the order: the others changed nothing.
    const { row, logged } = await stored(h, id);
    expect(row).toEqual({ state: 'open', assigneeId: me.id, outcome: null });
    expect(logged.sort()).toEqual([`contacts ${id} to Owner`, `contacts ${id}: new to open`]);
  });

  it('one holiday added six times at once is added once; the others are told', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        h.client.call('/api/admin/calendars/nepal/holidays', { token: owner, json: { date: '2027-01-10', name: 'Once' } }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    const calendars = (await (await h.client.call('/api/admin/calendars', { token: owner })).json()) as OfficeCalendar[];
    expect(
      calendars.find((calendar) => calendar.region === 'nepal')?.holidays.filter((day) => day.date === '2027-01-10'),
    ).toHaveLength(1);
  });
});

describe('a client that goes away mid-change', () => {
  it('half a change then a closed socket changes nothing: the whole one then changes it', async () => {
    const id = await contact(h);
    const body = JSON.stringify({ state: 'answered' });
    const status = await listening.halfThenClosed('PATCH', `/api/admin/contacts/${id}`, body);
    await expect.poll(status, { timeout: 30_000 }).toBe(400);
    expect((await stored(h, id)).row?.state).toBe('new');
    expect((await listening.whole('PATCH', `/api/admin/contacts/${id}`, body)).status).toBe(200);
    expect((await stored(h, id)).row?.state).toBe('answered');
  });
});

describe.runIf(process.env.DATABASE_URL)('the database lost (PostgreSQL behind a proxy that cuts it)', () => {
  const lost = serverBehindPgProxy('enquiry_faults', { authRateLimit: { max: 10_000, windowMs: 60_000 } });

  it('a change cut as it writes: 500, no state, no log row, no webhook; the same change works once back', async () => {
    const faulty = lost.harness;
    const token = (await faulty.client.signUpAndIn(OWNER.email, OWNER.password, 'Owner')).accessToken;
    const id = await contact(faulty);
    lost.proxy.cutWhenSent('insert into "audit_log"');
    const failed = await faulty.client.call(`/api/admin/contacts/${id}`, { method: 'PATCH', token, json: { state: 'open' } });
    expect(lost.proxy.databaseDown).toBe(true);
    expect(failed.status).toBe(500);
    await lost.databaseBack();
    expect(await stored(faulty, id)).toEqual({ row: { state: 'new', assigneeId: null, outcome: null }, logged: [] });
    const again = await faulty.client.call(`/api/admin/contacts/${id}`, { method: 'PATCH', token, json: { state: 'open' } });
    expect(again.status).toBe(200);
    const [{ n } = { n: -1 }] = (
      (await faulty.server.db.execute(sql`SELECT count(*)::int AS n FROM audit_log WHERE target LIKE ${`contacts ${id}%`}`)) as {
        rows: { n: number }[];
      }
    ).rows;
    expect(n).toBe(1);
  });
});

import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../schemas/audit';
import type { EnquiryTracking, OfficeCalendar } from '../../schemas/enquiries';
import { quotes, users, webhookDeliveries } from '../db/schema';
import { form, startHarness, validContact, validQuote, type Harness } from '../test/harness';
import { thursdayChristmasEve } from '../test/enquiries';
import { manualClock } from '../test/manual-clock';
import { startWebhookReceiver } from '../test/webhook-receiver';

/*
 * An enquiry's tracking through the API (issue 61): the promise's due time in its office's calendar,
 * from the server's clock; a holiday the owner adds or removes moving it; states and owners changed,
 * filtered, audited and sent to the webhooks; the overdue first.
 */

/*
 * The moments the tests set the server's clock to lie ahead of the real present: a form's proof of
 * work is issued at the server's time and its expiry checked at the real one, so a clock set in the
 * past would file every enquiry as spam. Each is the first moment ahead that has the week the test
 * needs, so the test reads the same whenever it runs.
 */
const DAY = 86_400_000;
const AHEAD = Date.now() + DAY;
const day = (at: number) => new Date(at).toISOString().slice(0, 10);
/** The first `weekday` (0 Sunday) at `time` UTC after `from`. */
function nextWeekday(from: number, weekday: number, time: string): number {
  for (let at = Date.parse(`${day(from)}T${time}Z`); ; at += DAY)
    if (new Date(at).getUTCDay() === weekday && at > from) return at;
}
const iso = (at: number) => new Date(at).toISOString();

const clock = manualClock(AHEAD);
let h: Harness;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
let owner: { token: string; id: string };

type Item = EnquiryTracking & { id: string; createdAt: string; region?: string };

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  h = await startHarness({ clock, registration: 'open', webhookAllowPrivate: true, rateLimit: { max: 1_000, windowMs: 60_000 } });
  const signed = await h.client.signUpAndIn('owner@example.com', 'correct horse battery', 'Olivia Owner');
  owner = { token: signed.accessToken, id: signed.user.id };
  // Added while the sign-in is recent (adding an endpoint asks for that), before the tests move the clock on.
  const endpoint = await h.client.call('/api/admin/webhooks', {
    token: owner.token,
    json: { url: receiver.url, kinds: ['contact'] },
  });
  expect(endpoint.status).toBe(201);
});
afterAll(async () => {
  await h.cleanup();
  await receiver.close();
});

const quote = async (region: 'uk' | 'nepal' | 'modal', at: number) => {
  clock.set(at);
  // Each form's own budget bands: Nepal's are in rupees.
  const budget = region === 'nepal' ? { budget: 'Under NPR 50,000' } : {};
  const res = await h.client.call('/api/request-quote', { form: form({ ...validQuote, region, ...budget }) });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
};
const list = async (kind: string, query = '', token = owner.token) => {
  const res = await h.client.call(`/api/admin/${kind}${query}`, { token });
  expect(res.status).toBe(200);
  return (await res.json()) as Item[];
};
const item = async (kind: string, id: string) => (await list(kind)).find((each) => each.id === id);
const patch = (kind: string, id: string, json: unknown, token = owner.token) =>
  h.client.call(`/api/admin/${kind}/${id}`, { method: 'PATCH', json, token });

describe('the promise of an answer within one business day', () => {
  it('dates a UK quote of Christmas Eve afternoon to the Tuesday after, from the server’s clock', async () => {
    const eve = thursdayChristmasEve(AHEAD);
    const id = await quote('uk', eve);
    expect(await item('quotes', id)).toMatchObject({
      createdAt: iso(eve),
      // Christmas on the Friday, Boxing Day's substitute on the Monday.
      dueAt: iso(eve + 5 * DAY),
      state: 'new',
      assignee: null,
      firstReplyAt: null,
      overdue: false,
    });
  });

  it('dates a Nepal quote of Friday noon to Sunday noon, and to Monday once the owner adds that Sunday, and back when removed', async () => {
    // Friday, 12:00 in Kathmandu (UTC+05:45).
    const friday = nextWeekday(AHEAD, 5, '06:15:00');
    const sunday = day(friday + 2 * DAY);
    const id = await quote('nepal', friday);
    expect((await item('quotes', id))?.dueAt).toBe(iso(friday + 2 * DAY));
    const added = await h.client.call('/api/admin/calendars/nepal/holidays', {
      token: owner.token,
      json: { date: sunday, name: 'A holiday the office keeps' },
    });
    expect(added.status).toBe(201);
    const nepal = ((await added.json()) as OfficeCalendar[]).find((calendar) => calendar.region === 'nepal');
    expect(nepal?.holidays).toContainEqual({ date: sunday, name: 'A holiday the office keeps', source: 'owner' });
    expect((await item('quotes', id))?.dueAt).toBe(iso(friday + 3 * DAY));
    // The same day again: refused, nothing moves.
    const again = await h.client.call('/api/admin/calendars/nepal/holidays', {
      token: owner.token,
      json: { date: sunday, name: 'Twice' },
    });
    expect(again.status).toBe(409);

    const removed = await h.client.call(`/api/admin/calendars/nepal/holidays/${sunday}`, {
      method: 'DELETE',
      token: owner.token,
    });
    expect(removed.status).toBe(204);
    expect((await item('quotes', id))?.dueAt).toBe(iso(friday + 2 * DAY));
    const audit = (await (await h.client.call('/api/admin/audit', { token: owner.token })).json()) as AuditEntry[];
    expect(audit.map((entry) => [entry.action, entry.target])).toEqual(
      expect.arrayContaining([
        ['calendar.holiday-added', `nepal ${sunday} (A holiday the office keeps)`],
        ['calendar.holiday-removed', `nepal ${sunday}`],
      ]),
    );
  });

  it("lists each office's calendar: England's bank holidays from the library, and a warning while next year has none", async () => {
    clock.set(AHEAD);
    const year = new Date(AHEAD).getUTCFullYear();
    const calendars = (await (await h.client.call('/api/admin/calendars', { token: owner.token })).json()) as OfficeCalendar[];
    const uk = calendars.find((calendar) => calendar.region === 'uk');
    expect(uk).toMatchObject({
      timeZone: 'Europe/London',
      workdays: [1, 2, 3, 4, 5],
      hours: { opens: '09:00', closes: '17:30' },
    });
    expect(uk?.holidays).toContainEqual({
      date: `${year + 1}-12-25`,
      name: expect.stringMatching(/Christmas/),
      source: 'library',
    });
    expect(uk?.warning).toBeUndefined();
    const nepal = calendars.find((calendar) => calendar.region === 'nepal');
    expect(nepal).toMatchObject({ timeZone: 'Asia/Kathmandu', workdays: [0, 1, 2, 3, 4, 5] });
    expect(nepal?.warning).toMatch(new RegExp(`No holiday is listed for ${year + 1} yet`));
  });

  it('shows an item past its due time with no reply as overdue, first in the list', async () => {
    // A Tuesday and a Thursday: whatever holiday falls near, the first is past its day by the Friday after.
    const tuesday = nextWeekday(AHEAD + 14 * DAY, 2, '10:00:00');
    const late = await quote('uk', tuesday);
    const recent = await quote('modal', tuesday + 2 * DAY);
    clock.set(tuesday + 3 * DAY);
    const shown = await list('quotes');
    const at = (id: string) => shown.findIndex((each) => each.id === id);
    expect(shown[at(late)]).toMatchObject({ overdue: true });
    expect(Date.parse(shown[at(late)]?.dueAt ?? '')).toBeLessThan(clock.now());
    expect(shown[at(recent)]).toMatchObject({ overdue: false });
    // Every overdue item before any other: the late one before the newer one.
    const onTime = shown.findIndex((each) => !each.overdue);
    expect(shown.slice(onTime).some((each) => each.overdue)).toBe(false);
    expect(at(late)).toBeLessThan(at(recent));
    // Answered (a reply by telephone, say): no longer overdue.
    expect((await patch('quotes', late, { state: 'answered' })).status).toBe(200);
    expect(await item('quotes', late)).toMatchObject({ overdue: false, state: 'answered' });
  });
});

describe('states and owners', () => {
  it('assigns an item, filters the list by state and by "assigned to me", and logs and sends each change', async () => {
    clock.set(AHEAD + 30 * DAY);
    const contacted = await h.client.call('/api/contact', { json: validContact });
    expect(contacted.status).toBe(201);
    const id = ((await contacted.json()) as { id: string }).id;

    const assigned = await patch('contacts', id, { assigneeId: owner.id, state: 'open' });
    expect(assigned.status).toBe(200);
    expect(await assigned.json()).toMatchObject({ id, state: 'open', assignee: { id: owner.id, name: 'Olivia Owner' } });
    expect((await list('contacts', '?assignee=me')).map((each) => each.id)).toEqual([id]);
    expect((await list('contacts', '?state=open')).map((each) => each.id)).toEqual([id]);
    expect(await list('contacts', '?state=new')).toEqual([]);
    expect(await list('contacts', '?assignee=none')).toEqual([]);

    expect((await patch('contacts', id, { assigneeId: null })).status).toBe(200);
    expect((await list('contacts', '?assignee=none')).map((each) => each.id)).toEqual([id]);

    const audit = (await (await h.client.call('/api/admin/audit', { token: owner.token })).json()) as AuditEntry[];
    expect(audit.filter((entry) => entry.target.startsWith(`contacts ${id}`)).map((entry) => entry.target)).toEqual([
      `contacts ${id} to nobody`,
      `contacts ${id}: new to open`,
      `contacts ${id} to Olivia Owner`,
    ]);
    const sent = await h.server.db.select({ payload: webhookDeliveries.payload }).from(webhookDeliveries);
    const types = sent
      .map((row) => JSON.parse(row.payload) as { type: string; data: { id: string } })
      .filter((event) => event.data.id === id)
      .map((event) => event.type);
    // Its arrival, and each change once: assigned, opened, given back to nobody.
    expect(types.sort()).toEqual([
      'submission.assigned',
      'submission.assigned',
      'submission.created',
      'submission.state-changed',
    ]);
  });

  it('closes a quote only as won or lost, and takes no outcome for anything else', async () => {
    const id = await quote('uk', AHEAD + 31 * DAY);
    const noOutcome = await patch('quotes', id, { state: 'closed' });
    expect(noOutcome.status).toBe(422);
    expect(await noOutcome.json()).toMatchObject({ fields: { outcome: 'won or lost' } });
    expect(await (await patch('quotes', id, { state: 'closed', outcome: 'won' })).json()).toMatchObject({
      state: 'closed',
      outcome: 'won',
    });
    // Opened again: the outcome goes with the closing.
    expect(await (await patch('quotes', id, { state: 'open' })).json()).toMatchObject({ state: 'open', outcome: null });
    expect((await patch('quotes', id, { outcome: 'lost' })).status).toBe(422);

    const contact = (await (await h.client.call('/api/contact', { json: validContact })).json()) as { id: string };
    expect((await patch('contacts', contact.id, { state: 'closed', outcome: 'won' })).status).toBe(422);
    expect(await (await patch('contacts', contact.id, { state: 'closed' })).json()).toMatchObject({
      state: 'closed',
      outcome: null,
    });
  });

  it('gives enquiries only to someone who may read the inbox, and only the owner changes the holidays', async () => {
    const id = await quote('uk', AHEAD + 32 * DAY);
    const author = await h.client.signUpAndIn('author@example.com', 'correct horse battery', 'Arun Author');
    const refused = await patch('quotes', id, { assigneeId: author.user.id });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({ fields: { assigneeId: expect.any(String) } });
    expect((await patch('quotes', id, { assigneeId: 'no-such-person' })).status).toBe(422);
    // Not the inbox's: neither the list nor a change.
    expect((await patch('quotes', id, { state: 'open' }, author.accessToken)).status).toBe(403);

    await h.server.db.update(users).set({ role: 'administrator' }).where(eq(users.id, author.user.id));
    expect(await (await patch('quotes', id, { assigneeId: author.user.id })).json()).toMatchObject({
      assignee: { id: author.user.id, name: 'Arun Author' },
    });
    // An administrator reads the inbox and the calendars, but the holidays are the owner's.
    expect((await h.client.call('/api/admin/calendars', { token: author.accessToken })).status).toBe(200);
    const added = await h.client.call('/api/admin/calendars/uk/holidays', {
      token: author.accessToken,
      json: { date: day(AHEAD + 40 * DAY), name: 'Office closed' },
    });
    expect(added.status).toBe(403);
  });

  it('answers 404 to an item that is not there or is in Spam, which is not tracked', async () => {
    expect((await patch('quotes', '00000000-0000-4000-8000-000000000000', { state: 'open' })).status).toBe(404);
    const id = await quote('uk', AHEAD + 33 * DAY);
    await h.server.db.update(quotes).set({ spamReason: 'a test' }).where(eq(quotes.id, id));
    expect((await patch('quotes', id, { state: 'open' })).status).toBe(404);
  });
});

describe('rows stored before the promise was tracked', () => {
  it('get their due times when the server starts', async () => {
    const friday = nextWeekday(AHEAD + 7 * DAY, 5, '06:15:00');
    const id = await quote('nepal', friday);
    // Every quote so far, as a database from before the tracking has them.
    await h.server.db.update(quotes).set({ dueAt: null });
    await h.restart({ clock, registration: 'open', rateLimit: { max: 1_000, windowMs: 60_000 } });
    const [row] = await h.server.db.select({ dueAt: quotes.dueAt }).from(quotes).where(eq(quotes.id, id));
    expect(row?.dueAt?.toISOString()).toBe(iso(friday + 2 * DAY));
    expect(await h.server.db.$count(quotes, isNull(quotes.dueAt))).toBe(0);
  });
});

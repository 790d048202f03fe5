import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../schemas/roles';
import { quotes, users } from '../db/schema';
import { form, startHarness, validQuote, type Harness } from '../test/harness';
import { thursdayChristmasEve } from '../test/enquiries';
import { manualClock } from '../test/manual-clock';
import { londonWeek, remindersIn } from '../test/reminders';
import { startMailCatcher } from '../test/smtp';

/*
 * The reminder of issue 61 through the API and a real mail server (smtp-server), the server's
 * clock moved by hand: an enquiry still waiting for its first reply is mailed about once, two
 * business hours before it is due, to its assignee or else to everyone who may read the inbox.
 */

const DAY = 86_400_000;
const HOUR = 3_600_000;
const MINUTE = 60_000;
/*
 * The moments the tests set the server's clock to lie ahead of the real present (a form's proof of
 * work is issued at the server's time and its expiry checked at the real one), each the first
 * ahead that has the week the test needs, so the test reads the same whenever it runs.
 */
const AHEAD = Date.now() + DAY;
const PASSWORD = 'correct horse battery';
const PEOPLE = {
  owner: { role: 'owner', name: 'Olivia Owner' },
  adam: { role: 'administrator', name: 'Adam Administrator' },
  alma: { role: 'administrator', name: 'Alma Administrator' },
  erin: { role: 'editor', name: 'Erin Editor' },
  sam: { role: 'administrator', name: 'Sam Suspended' },
} as const satisfies Record<string, { role: Role; name: string }>;
type Person = keyof typeof PEOPLE;
const emailOf = (person: Person) => `${person}@example.com`;

const clock = manualClock(AHEAD);
let h: Harness;
let mail: Awaited<ReturnType<typeof startMailCatcher>>;
const ids = {} as Record<Person, string>;

beforeAll(async () => {
  mail = await startMailCatcher();
  h = await startHarness({
    clock,
    smtpUrl: mail.url,
    registration: 'open',
    rateLimit: { max: 1_000, windowMs: 60_000 },
    authRateLimit: { max: 10_000, windowMs: 60_000 },
  });
  for (const [person, { role, name }] of Object.entries(PEOPLE) as Array<[Person, (typeof PEOPLE)[Person]]>) {
    ids[person] = (await h.client.signUpAndIn(emailOf(person), PASSWORD, name)).user.id;
    if (role !== 'owner') await h.server.db.update(users).set({ role }).where(eq(users.id, ids[person]));
  }
  await h.server.db
    .update(users)
    .set({ suspendedAt: new Date(AHEAD) })
    .where(eq(users.id, ids.sam));
});
afterAll(async () => {
  await h?.cleanup();
  await mail?.close();
});

/** The owner's token now: the server's clock moves by days, past any token signed before. */
const owner = async () => (await h.client.signIn(emailOf('owner'), PASSWORD)).accessToken;

/** A UK quote from `fullName`, arriving at `at` on the server's clock. */
async function quoteFrom(fullName: string, at: number, options: { proof?: boolean } = {}) {
  clock.set(at);
  const res = await h.client.call('/api/request-quote', { form: form({ ...validQuote, fullName }), ...options });
  expect(res.status).toBe(201);
  // Its mail sent and the look it woke done, before the test moves the clock on.
  await h.server.idle();
  return ((await res.json()) as { id: string }).id;
}
const assign = async (id: string, person: Person) =>
  expect(
    (await h.client.call(`/api/admin/quotes/${id}`, { method: 'PATCH', token: await owner(), json: { assigneeId: ids[person] } }))
      .status,
  ).toBe(200);
const stored = async (id: string) => {
  const [row] = await h.server.db
    .select({ dueAt: quotes.dueAt, remindAt: quotes.remindAt, remindedAt: quotes.remindedAt })
    .from(quotes)
    .where(eq(quotes.id, id));
  if (!row) throw new Error(`no quote ${id}`);
  return row;
};

/** The clock moved to `at`, and whatever that made due done: looked at, queued and sent. */
async function moveTo(at: number) {
  clock.set(at);
  await h.server.idle();
}

const remindersAbout = (visitor: string) => remindersIn(mail.received, visitor);
const recipients = (visitor: string) =>
  remindersAbout(visitor)
    .map((m) => m.to)
    .sort();

describe('the reminder two business hours before an enquiry is due', () => {
  it('mails the assignee of a UK quote of Christmas Eve once, on the Tuesday at 13:00, and never again', async () => {
    const eve = thursdayChristmasEve(AHEAD);
    const year = new Date(eve).getUTCFullYear();
    const id = await quoteFrom('Ada Assigned', eve);
    await assign(id, 'adam');
    // Due Tuesday 29 December at 15:00 (Christmas, the weekend, Boxing Day's substitute Monday between).
    const due = eve + 5 * DAY;
    expect(await stored(id)).toEqual({ dueAt: new Date(due), remindAt: new Date(due - 2 * HOUR), remindedAt: null });

    await moveTo(due - 2 * HOUR - MINUTE);
    expect(remindersAbout('Ada Assigned')).toEqual([]);

    await moveTo(due - 2 * HOUR);
    const [reminder, ...more] = remindersAbout('Ada Assigned');
    expect(more).toEqual([]);
    expect(reminder?.to).toBe(emailOf('adam'));
    expect(reminder?.text).toContain('Enquiry: Quote request from Ada Assigned');
    expect(reminder?.text).toContain(`Arrived: Thursday 24 December ${year}, 15:00 (London time)`);
    expect(reminder?.text).toContain(`Due: Tuesday 29 December ${year}, 15:00 (London time)`);
    expect(reminder?.text).toContain('Assigned to: You');
    expect(reminder?.text).toMatch(/^Admin: https?:\/\/\S+\/admin\r?$/m);
    // What the visitor wrote stays in the inbox.
    expect(reminder?.text).not.toContain(validQuote.description);
    expect(reminder?.text).not.toContain(validQuote.email);
    expect((await stored(id)).remindedAt).toEqual(new Date(due - 2 * HOUR));

    await moveTo(due - HOUR);
    await moveTo(due + 3 * DAY);
    expect(remindersAbout('Ada Assigned')).toHaveLength(1);
  });

  it('sends none when the first reply went before the reminder time', async () => {
    const week = londonWeek(AHEAD + 60 * DAY);
    const id = await quoteFrom('Rhea Replied', week.at(0, 15));
    await assign(id, 'adam');
    const { remindAt } = await stored(id);
    // A reply on the Tuesday morning (the replies' own route sets these: issue 61's conversation).
    await h.server.db
      .update(quotes)
      .set({ firstReplyAt: new Date(week.at(1, 10)), state: 'answered' })
      .where(eq(quotes.id, id));
    await moveTo(week.at(1, 10));
    await moveTo(remindAt!.getTime());
    await moveTo(week.at(2, 17));
    expect(remindersAbout('Rhea Replied')).toEqual([]);
  });

  it('mails each person who may read the inbox once when nobody has it, and no editor or suspended account', async () => {
    const week = londonWeek(AHEAD + 70 * DAY);
    const id = await quoteFrom('Una Unassigned', week.at(0, 15));
    await moveTo((await stored(id)).remindAt!.getTime());
    expect(recipients('Una Unassigned')).toEqual([emailOf('adam'), emailOf('alma'), emailOf('owner')]);
    expect(remindersAbout('Una Unassigned')[0]?.text).toContain(
      'Assigned to: Nobody yet: this reminder goes to everyone who reads the inbox',
    );
    await moveTo(week.at(2, 17));
    expect(remindersAbout('Una Unassigned')).toHaveLength(3);
  });

  it('mails everyone who may read the inbox instead of an assignee suspended since', async () => {
    const week = londonWeek(AHEAD + 80 * DAY);
    const id = await quoteFrom('Sid Suspended-Assignee', week.at(0, 15));
    await assign(id, 'alma');
    await h.server.db
      .update(users)
      .set({ suspendedAt: new Date(week.at(0, 16)) })
      .where(eq(users.id, ids.alma));
    try {
      await moveTo((await stored(id)).remindAt!.getTime());
      expect(recipients('Sid Suspended-Assignee')).toEqual([emailOf('adam'), emailOf('owner')]);
      expect(remindersAbout('Sid Suspended-Assignee')[0]?.text).toContain(
        'Assigned to: Someone who can no longer read the inbox: this reminder goes to everyone who can',
      );
    } finally {
      await h.server.db.update(users).set({ suspendedAt: null }).where(eq(users.id, ids.alma));
    }
  });

  it('moves with a holiday the owner adds, and comes at once when its removal brings it back past', async () => {
    const week = londonWeek(AHEAD + 90 * DAY);
    // Monday 15:00: due Tuesday 15:00, reminded Tuesday 13:00.
    const id = await quoteFrom('Hal Holiday', week.at(0, 15));
    await assign(id, 'adam');
    expect(await stored(id)).toMatchObject({ dueAt: new Date(week.at(1, 15)), remindAt: new Date(week.at(1, 13)) });

    // The Tuesday made a holiday: due Wednesday 15:00, reminded Wednesday 13:00.
    const added = await h.client.call('/api/admin/calendars/uk/holidays', {
      token: await owner(),
      json: { date: week.day(1), name: 'Office closed' },
    });
    expect(added.status).toBe(201);
    expect(await stored(id)).toMatchObject({ dueAt: new Date(week.at(2, 15)), remindAt: new Date(week.at(2, 13)) });
    await moveTo(week.at(1, 13) + 30 * MINUTE);
    expect(remindersAbout('Hal Holiday')).toEqual([]);

    // Removed again at 13:30 on the Tuesday: reminded now, with no move of the clock, for 15:00.
    const removed = await h.client.call(`/api/admin/calendars/uk/holidays/${week.day(1)}`, {
      method: 'DELETE',
      token: await owner(),
    });
    expect(removed.status).toBe(204);
    await h.server.idle();
    expect(recipients('Hal Holiday')).toEqual([emailOf('adam')]);
    expect(remindersAbout('Hal Holiday')[0]?.text).toMatch(/Due: Tuesday \d+ \w+ \d{4}, 15:00 \(London time\)/);
    await moveTo(week.at(2, 17));
    expect(remindersAbout('Hal Holiday')).toHaveLength(1);
  });

  it('sends none for an enquiry kept as spam, and lets its reminder go', async () => {
    const week = londonWeek(AHEAD + 100 * DAY);
    // No proof of work: kept as spam, and never mailed.
    const id = await quoteFrom('Spencer Spam', week.at(0, 15), { proof: false });
    const [row] = await h.server.db.select({ spamReason: quotes.spamReason }).from(quotes).where(eq(quotes.id, id));
    expect(row?.spamReason).not.toBeNull();
    const { remindAt } = await stored(id);
    await moveTo(remindAt!.getTime());
    expect(remindersAbout('Spencer Spam')).toEqual([]);
    expect((await stored(id)).remindedAt).toEqual(remindAt);
  });
});

describe('enquiries stored before the reminders', () => {
  it('get their reminder times at start while not yet due, those whose time has come mailed at once; an overdue one gets none', async () => {
    const week = londonWeek(AHEAD + 110 * DAY);
    // Due on the Tuesday at 10:00, 15:00, 15:30 and 16:00: all stored before the first of their reminders (Monday 16:30).
    const old = await quoteFrom('Olga Overdue', week.at(0, 10));
    const near = await quoteFrom('Nina Nearly-Due', week.at(0, 15));
    const untracked = await quoteFrom('Petra Pre-Tracking', week.at(0, 15) + 30 * MINUTE);
    const later = await quoteFrom('Fay Future', week.at(0, 16));
    const all = [old, near, untracked, later];
    const expected = await Promise.all(all.map(stored));
    // As a database from before migration 0027 has them; Petra's, from before the tracking (0026).
    await h.server.db.update(quotes).set({ remindAt: null }).where(inArray(quotes.id, all));
    await h.server.db.update(quotes).set({ dueAt: null }).where(eq(quotes.id, untracked));
    // Started on the Tuesday at 13:30: Olga's quote is overdue, Nina's and Petra's reminders have come, Fay's (14:00) not yet.
    const start = week.at(1, 13) + 30 * MINUTE;
    clock.set(start);
    await h.restart();
    await h.server.idle();
    const after = await Promise.all(all.map(stored));
    expect(after.map((row) => row.dueAt)).toEqual(expected.map((row) => row.dueAt));
    expect(after.map((row) => row.remindAt)).toEqual([null, ...expected.slice(1).map((row) => row.remindAt)]);
    expect(after.map((row) => row.remindedAt)).toEqual([null, new Date(start), new Date(start), null]);
    expect(remindersAbout('Olga Overdue')).toEqual([]);
    expect(recipients('Nina Nearly-Due')).toEqual([emailOf('adam'), emailOf('alma'), emailOf('owner')]);
    expect(recipients('Petra Pre-Tracking')).toEqual([emailOf('adam'), emailOf('alma'), emailOf('owner')]);
    // A second start changes nothing and sends nothing more; Fay's comes at its time, and Olga's never.
    await h.restart();
    // The start's own look done before the clock moves: a look that found work due during it runs
    // again a turn later (a 0 ms timer) that idle() does not wait for, so under load moving on at
    // once had the 14:00 reminder sent at the next move, a day later.
    await h.server.idle();
    await moveTo(week.at(1, 14));
    await moveTo(week.at(2, 17));
    expect(await Promise.all(all.map(stored))).toEqual([
      after[0],
      after[1],
      after[2],
      { ...after[3], remindedAt: new Date(week.at(1, 14)) },
    ]);
    expect(remindersAbout('Nina Nearly-Due')).toHaveLength(3);
    expect(remindersAbout('Petra Pre-Tracking')).toHaveLength(3);
    expect(recipients('Fay Future')).toEqual([emailOf('adam'), emailOf('alma'), emailOf('owner')]);
    expect(remindersAbout('Olga Overdue')).toEqual([]);
  });
});

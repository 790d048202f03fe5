import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EnquiryReport } from '../../schemas/enquiry-report';
import type { InboxKind } from '../../schemas/inbox';
import { users } from '../db/schema';
import { startHarness, type Harness } from '../test/harness';
import { seedEnquiries, type SeededEnquiry } from '../test/enquiries';
import { manualClock } from '../test/manual-clock';
import { businessMinutesBetween, dueAfter } from './business-time';
import { officeCalendar } from './calendars';
import { businessHoursOf } from './report';
import { officeOf } from './tracking';

/*
 * The enquiry report against a month counted by hand (issue 61): May 2026, stored directly with
 * chosen times, the server's clock at Monday 1 June 2026, 12:00 UTC. London is on BST (UTC+1) all
 * month, Kathmandu at UTC+05:45; England's bank holidays are Monday 4 May (Early May) and Monday
 * 25 May (Spring). Every figure below was counted from the rows by hand, the count beside it.
 */

const NOW = Date.parse('2026-06-01T12:00:00Z');
const clock = manualClock(NOW);
let h: Harness;
let owner = '';
let olivia = '';
let arun = '';
let editor = '';

/** The month's enquiries, by name: Q quotes, C contact messages, A applications. */
function month(): Record<InboxKind, (SeededEnquiry & { name: string })[]> {
  return {
    quotes: [
      // Fri 16:00 BST, replied Tue 10:00: Fri 1.5 h, the weekend and the bank holiday nothing, Tue 1 h = 2.5 h. Kept.
      {
        name: 'Q1',
        createdAt: '2026-05-01T15:00:00Z',
        dueAt: '2026-05-05T15:00:00Z',
        firstReplyAt: '2026-05-05T09:00:00Z',
        state: 'answered',
        source: 'Google',
      },
      // Nepal, Fri 12:00 NPT, replied Sun 11:00 NPT: Fri 5.5 h, Saturday off, Sun 2 h = 7.5 h (the UK's calendar would say 8.5). Kept.
      {
        name: 'Q2',
        region: 'nepal',
        createdAt: '2026-05-01T06:15:00Z',
        dueAt: '2026-05-03T06:15:00Z',
        firstReplyAt: '2026-05-03T05:15:00Z',
        state: 'answered',
        source: 'LinkedIn',
      },
      // Mon 09:00 BST, replied Wed 13:00: 8.5 + 8.5 + 4 = 21 h. Due Mon 17:30: broken.
      {
        name: 'Q3',
        createdAt: '2026-05-11T08:00:00Z',
        dueAt: '2026-05-11T16:30:00Z',
        firstReplyAt: '2026-05-13T12:00:00Z',
        state: 'answered',
        source: '',
      },
      // The site-wide dialog (the UK's), Thu 17:00 BST, replied Fri 09:30: 0.5 + 0.5 = 1 h. Kept; still open, Arun's.
      {
        name: 'Q4',
        region: 'modal',
        createdAt: '2026-05-14T16:00:00Z',
        dueAt: '2026-05-15T16:00:00Z',
        firstReplyAt: '2026-05-15T08:30:00Z',
        state: 'open',
        source: 'Google',
        assigneeId: 'arun',
      },
      // Spam: counted nowhere, its answer to the source question no key.
      {
        name: 'Q5',
        createdAt: '2026-05-12T10:00:00Z',
        dueAt: '2026-05-13T10:00:00Z',
        firstReplyAt: '2026-05-12T10:06:00Z',
        spamReason: 'its hidden field was filled',
        source: 'Spam source',
        assigneeId: 'arun',
      },
      // Tue 10:00 BST after the Spring bank holiday, no reply, new: due Wed 10:00, past it now: broken.
      { name: 'Q6', createdAt: '2026-05-26T09:00:00Z', dueAt: '2026-05-27T09:00:00Z', state: 'new', source: 'Google' },
      // Sun 31 May 23:30 UTC (Mon 00:30 in London): in May by UTC, the last week. Due Mon 17:30 BST, not yet: left out.
      {
        name: 'Q7',
        createdAt: '2026-05-31T23:30:00Z',
        dueAt: '2026-06-01T16:30:00Z',
        state: 'open',
        source: 'LinkedIn',
        assigneeId: 'olivia',
      },
      // Before the range (Thu 30 April, the week it shares with May): open only.
      {
        name: 'Q8',
        createdAt: '2026-04-30T10:00:00Z',
        dueAt: '2026-05-01T10:00:00Z',
        state: 'open',
        source: 'Referral',
        assigneeId: 'olivia',
      },
      // After the range: open only.
      { name: 'Q9', createdAt: '2026-06-01T08:00:00Z', dueAt: '2026-06-01T16:30:00Z', state: 'new', source: 'Referral' },
      // Wed 10:00 BST, replied 12:00: 2 h. Kept.
      {
        name: 'Q10',
        createdAt: '2026-05-27T09:00:00Z',
        dueAt: '2026-05-28T09:00:00Z',
        firstReplyAt: '2026-05-27T11:00:00Z',
        state: 'answered',
        source: 'Google',
      },
      // April: open only.
      {
        name: 'Q11',
        createdAt: '2026-04-15T10:00:00Z',
        dueAt: '2026-04-16T10:00:00Z',
        state: 'open',
        source: 'Referral',
        assigneeId: 'olivia',
      },
    ],
    contacts: [
      // Fri 22 May 17:00 BST, replied Tue 12:00: Fri 0.5 h, the weekend and the Spring bank holiday nothing, Tue 3 h = 3.5 h. Kept.
      {
        name: 'C1',
        createdAt: '2026-05-22T16:00:00Z',
        dueAt: '2026-05-26T16:00:00Z',
        firstReplyAt: '2026-05-26T11:00:00Z',
        state: 'answered',
      },
      // Wed 14:00 BST, replied 14:30: 0.5 h. Kept.
      {
        name: 'C2',
        createdAt: '2026-05-20T13:00:00Z',
        dueAt: '2026-05-21T13:00:00Z',
        firstReplyAt: '2026-05-20T13:30:00Z',
        state: 'answered',
      },
      // Closed with no reply written: no time to judge by, left out.
      { name: 'C3', createdAt: '2026-05-21T09:00:00Z', dueAt: '2026-05-22T09:00:00Z', state: 'closed' },
      // Spam.
      { name: 'C4', createdAt: '2026-05-21T10:00:00Z', dueAt: '2026-05-22T10:00:00Z', state: 'new', spamReason: 'sent too soon' },
      // Fri 29 May 17:00 BST, replied Mon 1 June 09:30 (after the range: counted, as it arrived in it): 0.5 + 0.5 = 1 h. Kept.
      {
        name: 'C5',
        createdAt: '2026-05-29T16:00:00Z',
        dueAt: '2026-06-01T16:00:00Z',
        firstReplyAt: '2026-06-01T08:30:00Z',
        state: 'answered',
      },
    ],
    applications: [
      // Saturday, replied Mon 10:00 BST: 1 h. Kept.
      {
        name: 'A1',
        createdAt: '2026-05-16T10:00:00Z',
        dueAt: '2026-05-18T16:30:00Z',
        firstReplyAt: '2026-05-18T09:00:00Z',
        state: 'answered',
      },
      // Tue 10:00 BST, no reply, open, Arun's: due Wed 10:00, past: broken.
      { name: 'A2', createdAt: '2026-05-19T09:00:00Z', dueAt: '2026-05-20T09:00:00Z', state: 'open', assigneeId: 'arun' },
      // Thu 16:00 BST, replied Fri 16:00, the very moment it was due: Thu 1.5 + Fri 7 = 8.5 h. Kept.
      {
        name: 'A3',
        createdAt: '2026-05-28T15:00:00Z',
        dueAt: '2026-05-29T15:00:00Z',
        firstReplyAt: '2026-05-29T15:00:00Z',
        state: 'answered',
      },
    ],
  };
}

const report = async (query = '', token = owner) => {
  const res = await h.client.call(`/api/admin/reports/enquiries${query}`, { token });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as EnquiryReport;
};

beforeAll(async () => {
  h = await startHarness({ clock, registration: 'open' });
  owner = (await h.client.signUpAndIn('owner@example.com', 'correct horse battery', 'Olivia Owner')).accessToken;
  const admin = await h.client.signUpAndIn('arun@example.com', 'correct horse battery', 'Arun Admin');
  const author = await h.client.signUpAndIn('eve@example.com', 'correct horse battery', 'Eve Editor');
  await h.server.db.update(users).set({ role: 'administrator' }).where(eq(users.id, admin.user.id));
  await h.server.db.update(users).set({ role: 'editor' }).where(eq(users.id, author.user.id));
  const [first] = await h.server.db.select({ id: users.id }).from(users).where(eq(users.email, 'owner@example.com'));
  olivia = first?.id ?? '';
  arun = admin.user.id;
  editor = author.accessToken;
  const people: Record<string, string> = { olivia, arun };
  for (const [kind, rows] of Object.entries(month()) as [InboxKind, (SeededEnquiry & { name: string })[]][])
    await seedEnquiries(
      h.server.db,
      kind,
      rows.map(({ name: _name, assigneeId, ...row }) => ({ ...row, assigneeId: assigneeId ? people[assigneeId] : null })),
    );
});
afterAll(() => h.cleanup());

describe('the enquiry report over a month counted by hand', () => {
  it('stores each due time as the promise would have: one business day after arrival, in its office', async () => {
    for (const [kind, rows] of Object.entries(month()) as [InboxKind, (SeededEnquiry & { name: string })[]][])
      for (const row of rows) {
        const calendar = await officeCalendar(h.server.db, officeOf(kind, row));
        expect(dueAfter(new Date(row.createdAt), calendar).toISOString(), row.name).toBe(new Date(row.dueAt ?? '').toISOString());
      }
  });

  it('counts every ISO week of May by kind and by source, the empty one and the one shared with April included', async () => {
    const { from, to, weeks } = await report('?from=2026-05-01&to=2026-05-31');
    expect({ from, to }).toEqual({ from: '2026-05-01', to: '2026-05-31' });
    // Keys: every answer of the month's quotes, Q5's (spam) and the April and June quotes' 'Referral' not among them.
    const sources = (google: number, linkedIn: number, none: number) => ({ '': none, Google: google, LinkedIn: linkedIn });
    expect(weeks).toEqual([
      // Fri 1 to Sun 3 May only: Q1 (Google), Q2 (LinkedIn). Q8, on Thu 30 April, is not in the range.
      { week: '2026-04-27', byKind: { quotes: 2, contacts: 0, applications: 0 }, bySource: sources(1, 1, 0) },
      // The week of the Early May bank holiday: nothing.
      { week: '2026-05-04', byKind: { quotes: 0, contacts: 0, applications: 0 }, bySource: sources(0, 0, 0) },
      // Q3 (not given), Q4 (Google); Q5 is spam. A1 on the Saturday.
      { week: '2026-05-11', byKind: { quotes: 2, contacts: 0, applications: 1 }, bySource: sources(1, 0, 1) },
      // C1, C2, C3 (C4 is spam); A2.
      { week: '2026-05-18', byKind: { quotes: 0, contacts: 3, applications: 1 }, bySource: sources(0, 0, 0) },
      // Q6 (Google), Q10 (Google), Q7 (LinkedIn, 23:30 UTC on the Sunday); C5; A3.
      { week: '2026-05-25', byKind: { quotes: 3, contacts: 1, applications: 1 }, bySource: sources(2, 1, 0) },
    ]);
  });

  it('gives the median and 90th percentile of business hours to a first reply, and the share of promises kept', async () => {
    const { firstReply, withinPromise, promise } = await report('?from=2026-05-01&to=2026-05-31');
    // In order: C2 0.5, Q4 1, A1 1, C5 1, Q10 2, Q1 2.5, C1 3.5, Q2 7.5, A3 8.5, Q3 21 (n = 10).
    // Median: the ⌈10 × 0.5⌉ = 5th, 2 h; 90th percentile: the ⌈10 × 0.9⌉ = 9th, 8.5 h.
    expect(firstReply).toEqual({ medianHours: 2, p90Hours: 8.5, count: 10 });
    // Kept: Q1 Q2 Q4 Q10 C1 C2 C5 A1 A3 (at its due time) = 9. Broken: Q3 (late), Q6 and A2 (no reply, past due) = 3.
    // Left out: Q7 (not yet due), C3 (closed with no reply). 9 / 12.
    expect(promise).toEqual({ kept: 9, broken: 3 });
    expect(withinPromise).toBe(0.75);
  });

  it('counts a Nepal quote in Nepal’s working week: its Sunday is a working day', async () => {
    // Fri 1 May alone: Q1 2.5 h and Q2 7.5 h (8.5 in the UK's calendar). Median: the 1st; 90th: the ⌈1.8⌉ = 2nd.
    const { weeks, firstReply } = await report('?from=2026-05-01&to=2026-05-01');
    expect(weeks.map((week) => week.week)).toEqual(['2026-04-27']);
    expect(firstReply).toEqual({ medianHours: 2.5, p90Hours: 7.5, count: 2 });
  });

  it('lists what is new or open now by assignee, whenever it arrived, spam left out: the most first, nobody last of equals', async () => {
    const { openByAssignee } = await report('?from=2026-05-01&to=2026-05-31');
    // Olivia: Q7, Q8, Q11 = 3. Arun: Q4, A2 = 2 (Q5 is spam). Nobody: Q6, Q9 = 2 (C4 is spam).
    expect(openByAssignee).toEqual([
      { assignee: { id: olivia, name: 'Olivia Owner' }, count: 3 },
      { assignee: { id: arun, name: 'Arun Admin' }, count: 2 },
      { assignee: null, count: 2 },
    ]);
  });

  it('says null where there is nothing to count, and lists every week empty', async () => {
    const { weeks, firstReply, withinPromise, promise } = await report('?from=2025-01-06&to=2025-01-19');
    expect(weeks).toEqual([
      { week: '2025-01-06', byKind: { quotes: 0, contacts: 0, applications: 0 }, bySource: {} },
      { week: '2025-01-13', byKind: { quotes: 0, contacts: 0, applications: 0 }, bySource: {} },
    ]);
    expect(firstReply).toEqual({ medianHours: null, p90Hours: null, count: 0 });
    expect({ withinPromise, promise }).toEqual({ withinPromise: null, promise: { kept: 0, broken: 0 } });
  });

  it('reports the twelve weeks to today by the server’s clock when no range is given', async () => {
    // Monday 1 June 2026: its week and the eleven before, from Monday 16 March.
    const { from, to, weeks } = await report();
    expect({ from, to }).toEqual({ from: '2026-03-16', to: '2026-06-01' });
    expect(weeks).toHaveLength(12);
    expect(weeks.at(-1)).toMatchObject({ week: '2026-06-01', byKind: { quotes: 1, contacts: 0, applications: 0 } });
    // Only `to`: the twelve weeks to it.
    expect(await report('?to=2026-05-31')).toMatchObject({ from: '2026-03-09', to: '2026-05-31' });
  });

  it('judges the promise as of the server’s clock: a day later, Q7 is past due too', async () => {
    clock.set(Date.parse('2026-06-02T12:00:00Z'));
    try {
      const { promise, withinPromise } = await report('?from=2026-05-01&to=2026-05-31');
      // Q7 (open, no reply, due 1 June 16:30 UTC) is now broken: 9 kept, 4 broken.
      expect(promise).toEqual({ kept: 9, broken: 4 });
      expect(withinPromise).toBeCloseTo(9 / 13, 10);
    } finally {
      clock.set(NOW);
    }
  });
});

describe('business hours counted many at a time', () => {
  it('agree with businessMinutesBetween one at a time, across clock changes, weekends and holidays, in both offices', async () => {
    // Spans of up to ten days from every hour of 2026's spring and autumn clock changes and Christmas, in a fixed order.
    let seed = 7;
    const next = () => (seed = (seed * 16_807) % 2_147_483_647) / 2_147_483_647;
    const starts = ['2026-03-20', '2026-10-20', '2026-12-20'].map((day) => Date.parse(`${day}T00:00:00Z`));
    const spans = Array.from({ length: 600 }, (_, index) => {
      const from = (starts[index % 3] ?? 0) + Math.floor(next() * 14 * 24) * 3_600_000 + Math.floor(next() * 60) * 60_000;
      return { from: new Date(from), to: new Date(from + next() * 10 * 86_400_000) };
    });
    for (const office of ['uk', 'nepal'] as const) {
      const calendar = await officeCalendar(h.server.db, office);
      const many = businessHoursOf(spans, calendar);
      spans.forEach((span, index) =>
        expect(many[index], `${office} ${span.from.toISOString()}`).toBeCloseTo(
          businessMinutesBetween(span.from, span.to, calendar) / 60,
          9,
        ),
      );
    }
  });
});

describe('who may read it, and the ranges refused', () => {
  it('answers 401 without a sign-in and 403 to an editor', async () => {
    expect((await h.client.call('/api/admin/reports/enquiries')).status).toBe(401);
    const refused = await h.client.call('/api/admin/reports/enquiries', { token: editor });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'NOT_PERMITTED' });
  });

  it('refuses with 422 a range that runs backwards or covers more than two years, saying why', async () => {
    const backwards = await h.client.call('/api/admin/reports/enquiries?from=2026-05-31&to=2026-05-01', { token: owner });
    expect(backwards.status).toBe(422);
    expect(await backwards.json()).toEqual({
      error: "The report's range runs backwards: 2026-05-31 is after 2026-05-01.",
      fields: { from: 'must not be after to' },
    });
    // From today (the default `to`) is fine; from tomorrow runs backwards.
    expect((await h.client.call('/api/admin/reports/enquiries?from=2026-06-02', { token: owner })).status).toBe(422);
    // Two years with a leap day, 1 June 2023 to 31 May 2025, is 731 days: the most. A day more is refused.
    expect((await report('?from=2023-06-01&to=2025-05-31')).weeks).toHaveLength(105);
    const long = await h.client.call('/api/admin/reports/enquiries?from=2023-05-31&to=2025-05-31', { token: owner });
    expect(long.status).toBe(422);
    expect(((await long.json()) as { error: string }).error).toBe(
      'A report covers at most two years (731 days); this range has 732.',
    );
  });

  it('refuses with 400 a date that is no date, naming the parameter', async () => {
    for (const [query, field] of [
      ['?from=2026-02-30', 'from'],
      ['?to=31-05-2026', 'to'],
      ['?from=yesterday', 'from'],
      ['?to=1969-12-31', 'to'],
    ]) {
      const res = await h.client.call(`/api/admin/reports/enquiries${query}`, { token: owner });
      expect(res.status, query).toBe(400);
      expect(((await res.json()) as { fields: Record<string, string> }).fields, query).toHaveProperty(field ?? '');
    }
  });
});

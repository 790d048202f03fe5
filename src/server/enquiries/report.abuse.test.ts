import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EnquiryReport } from '../../schemas/enquiry-report';
import { startHarness, type Harness } from '../test/harness';
import { seedEnquiries, type SeededEnquiry } from '../test/enquiries';
import { manualClock } from '../test/manual-clock';
import { serverBehindPgProxy } from '../test/pg-proxy';

/*
 * The enquiry report as a broken client, a busy team or a failing database uses it: malformed and
 * oversized query strings are 400 or 422 and never reach the database; a year far ahead is only
 * empty weeks; twenty reports at once all say the same; a database lost as the report reads answers
 * 503, and the same call works once it is back.
 */

const clock = manualClock(Date.parse('2026-06-01T12:00:00Z'));
let h: Harness;
let owner = '';

/** A week of enquiries, a few replied: enough that every figure of the report has something to say. */
const week: SeededEnquiry[] = [
  {
    createdAt: '2026-05-26T09:00:00Z',
    dueAt: '2026-05-27T09:00:00Z',
    firstReplyAt: '2026-05-26T10:00:00Z',
    state: 'answered',
    source: 'Google',
  },
  { createdAt: '2026-05-27T09:00:00Z', dueAt: '2026-05-28T09:00:00Z', firstReplyAt: '2026-05-28T12:00:00Z', state: 'answered' },
  { createdAt: '2026-05-28T09:00:00Z', dueAt: '2026-05-29T09:00:00Z', state: 'open' },
];

beforeAll(async () => {
  h = await startHarness({ clock });
  owner = (await h.client.signUpAndIn('owner@example.com', 'correct horse battery', 'Olivia Owner')).accessToken;
  await seedEnquiries(h.server.db, 'quotes', week);
  await seedEnquiries(h.server.db, 'contacts', week);
});
afterAll(() => h.cleanup());

const call = (query: string, harness = h, token = owner) =>
  harness.client.call(`/api/admin/reports/enquiries${query}`, { token });

describe('malformed and oversized query strings', () => {
  it('answers 400 naming the parameter, or 422 for a range, and never 500', async () => {
    for (const query of [
      '?from=',
      '?from=2026-5-1',
      '?from=2026-05-01T00:00:00Z',
      '?from=%00',
      '?from=2026-13-01',
      '?to=2026-00-10',
      '?to=0000-01-01',
      '?to=+275760-09-13',
      '?to=99999-12-31',
      `?from=${'9'.repeat(10_000)}`,
      '?to=2026-05-01%27%3B%20drop%20table%20quotes%3B--',
    ])
      expect((await call(query)).status, query).toBe(400);
    // Unknown parameters are ignored, as every list of the API ignores them; of one given twice, the first counts.
    for (const query of ['?page=2&view=spam', '?from[]=2026-05-01', '?from=2026-05-01&from=2026-06-30'])
      expect((await call(query)).status, query).toBe(200);
    expect((await call('?from=2026-05-02&to=2026-05-01')).status).toBe(422);
  });

  it('answers a year far ahead with twelve empty weeks, and refuses two years and more of them', async () => {
    const far = await call('?to=9999-12-31');
    expect(far.status).toBe(200);
    const report = (await far.json()) as EnquiryReport;
    // Friday 31 December 9999: its week from Monday the 27th, and the eleven before.
    expect(report.from).toBe('9999-10-11');
    expect(report.weeks).toHaveLength(12);
    expect(report.weeks.every((one) => one.byKind.quotes + one.byKind.contacts + one.byKind.applications === 0)).toBe(true);
    expect(report.firstReply.count).toBe(0);
    expect((await call('?from=1970-01-01&to=9999-12-31')).status).toBe(422);
  });
});

describe('a team reading it at once', () => {
  it('answers twenty reports at once, all the same', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => call('?from=2026-05-01&to=2026-05-31')));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    const bodies = await Promise.all(answers.map((answer) => answer.text()));
    expect(new Set(bodies).size).toBe(1);
    expect((JSON.parse(bodies[0] ?? '{}') as EnquiryReport).firstReply.count).toBe(4);
  });
});

describe.runIf(process.env.DATABASE_URL)('the database lost (PostgreSQL behind a proxy that cuts it)', () => {
  const lost = serverBehindPgProxy('report_faults', { clock });

  it('a report whose reading is cut answers 503 with a message and Retry-After; the same call works once back', async () => {
    const faulty = lost.harness;
    const token = (await faulty.client.signUpAndIn('owner@example.com', 'correct horse battery', 'Owner')).accessToken;
    await seedEnquiries(faulty.server.db, 'quotes', week);
    // The sign-in check reads the account first; the report's own weekly count is where the database goes.
    lost.proxy.cutWhenSent('date_trunc');
    const cut = await call('?from=2026-05-01&to=2026-05-31', faulty, token);
    expect(lost.proxy.databaseDown).toBe(true);
    expect(cut.status).toBe(503);
    expect(cut.headers.get('Retry-After')).toBe('5');
    expect(((await cut.json()) as { error: string }).error).toBe(
      'The report could not be read: the database did not answer. Please try again in a minute.',
    );
    await lost.databaseBack();
    const back = await call('?from=2026-05-01&to=2026-05-31', faulty, token);
    expect(back.status).toBe(200);
    expect(((await back.json()) as EnquiryReport).weeks.at(-1)?.byKind.quotes).toBe(3);
  });
});

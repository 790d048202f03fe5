import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { axeViolations, render } from '../../test-utils/render';
import EnquiryReport from './EnquiryReport';
import type { EnquiryReportAnswer } from './report';

/** The server's answer for May 2026 (the month the server's own test counts by hand). */
const may: EnquiryReportAnswer = {
  from: '2026-05-01',
  to: '2026-05-31',
  weeks: [
    { week: '2026-04-27', byKind: { quotes: 2, contacts: 0, applications: 0 }, bySource: { '': 0, Google: 1, LinkedIn: 1 } },
    { week: '2026-05-04', byKind: { quotes: 0, contacts: 0, applications: 0 }, bySource: { '': 0, Google: 0, LinkedIn: 0 } },
    { week: '2026-05-11', byKind: { quotes: 2, contacts: 0, applications: 1 }, bySource: { '': 1, Google: 1, LinkedIn: 0 } },
    { week: '2026-05-18', byKind: { quotes: 0, contacts: 3, applications: 1 }, bySource: { '': 0, Google: 0, LinkedIn: 0 } },
    { week: '2026-05-25', byKind: { quotes: 3, contacts: 1, applications: 1 }, bySource: { '': 0, Google: 2, LinkedIn: 1 } },
  ],
  firstReply: { medianHours: 2, p90Hours: 8.5, count: 10 },
  withinPromise: 0.75,
  promise: { kept: 9, broken: 3 },
  openByAssignee: [
    { assignee: { id: 'u1', name: 'Olivia Owner' }, count: 3 },
    { assignee: { id: 'u2', name: 'Arun Admin' }, count: 2 },
    { assignee: null, count: 2 },
  ],
};
/** Twelve weeks with nothing in them: what a new site's report says. */
const empty: EnquiryReportAnswer = {
  from: '2026-03-16',
  to: '2026-06-01',
  weeks: [{ week: '2026-03-16', byKind: { quotes: 0, contacts: 0, applications: 0 }, bySource: {} }],
  firstReply: { medianHours: null, p90Hours: null, count: 0 },
  withinPromise: null,
  promise: { kept: 0, broken: 0 },
  openByAssignee: [],
};

let answer: (url: URL) => Response;
let asked: URL[];
const saved = globalThis.fetch;

beforeEach(() => {
  // jsdom lays nothing out, so every chart measures 0 by 0 and recharts says so: that one warning is
  // expected here, any other still shows.
  const warn = console.warn.bind(console);
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    if (!(typeof args[0] === 'string' && args[0].startsWith('The width(0) and height(0) of chart'))) warn(...args);
  });
  asked = [];
  localStorage.setItem('token', 'test-token');
  answer = () => Response.json(may);
  globalThis.fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    asked.push(url);
    return answer(url);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  globalThis.fetch = saved;
  localStorage.clear();
});

describe('the enquiry report', () => {
  it('shows the figures of the answer in words: median, 90th percentile, the promise kept, and who holds what', async () => {
    render(<EnquiryReport />);
    expect(await screen.findByText('1 May 2026 to 31 May 2026')).toBeInTheDocument();
    // The server's defaults are asked for first, then shown in the date fields.
    expect(asked[0]?.pathname).toMatch(/\/api\/admin\/reports\/enquiries$/);
    expect(asked[0]?.search).toBe('');
    expect(screen.getByLabelText(/From/)).toHaveValue('2026-05-01');
    expect(screen.getByLabelText(/To/)).toHaveValue('2026-05-31');

    const figure = (label: string) => screen.getByText(label).parentElement;
    expect(figure('Time to first reply (median)')).toHaveTextContent('2.0 business hours');
    expect(figure('Time to first reply (median)')).toHaveTextContent('Half of the 10 replies went within this.');
    expect(figure('Time to first reply (90th percentile)')).toHaveTextContent('8.5 business hours');
    expect(figure('Answered within one business day')).toHaveTextContent('75%');
    expect(figure('Answered within one business day')).toHaveTextContent('9 of 12 kept; 3 enquiries answered late');

    // The weeks in words and as a table: 7 + 4 + 3 over five weeks, the last the busiest (5).
    expect(
      screen.getByText(
        /^5 weeks: 7 quote requests, 4 contact messages, 3 job applications\. The busiest began on 25 May 2026, with 5\.$/,
      ),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: /Enquiries per week/ });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Week ofQuote requestsContact messagesJob applications',
      '27 April 2026200',
      '4 May 2026000',
      '11 May 2026201',
      '18 May 2026031',
      '25 May 2026311',
    ]);

    // Sources over the month, the most first; no answer reads "Not given".
    const sources = screen.getByRole('list', { name: 'Quote requests by how they heard about us' });
    expect(
      within(sources)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Google: 4', 'LinkedIn: 2', 'Not given: 1']);
    const open = screen.getByRole('list', { name: 'Open enquiries by assignee' });
    expect(
      within(open)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Olivia Owner: 3', 'Arun Admin: 2', 'Nobody yet: 2']);
    expect(await axeViolations()).toEqual([]);
  });

  it('says so in words where there is nothing to count yet', async () => {
    answer = () => Response.json(empty);
    render(<EnquiryReport />);
    expect(await screen.findAllByText('No replies yet')).toHaveLength(2);
    expect(screen.getByText('None due yet')).toBeInTheDocument();
    expect(screen.getByText('No quote request arrived on these days.')).toBeInTheDocument();
    expect(screen.getByText('Nothing is waiting.')).toBeInTheDocument();
    expect(
      screen.getByText(/^1 week: 0 quote requests, 0 contact messages, 0 job applications\. None arrived\.$/),
    ).toBeInTheDocument();
  });

  it('asks for the days chosen, and shows the server’s reason when it refuses them', async () => {
    const user = userEvent.setup();
    render(<EnquiryReport />);
    await screen.findByText('75%');
    const refusal = 'A report covers at most two years (731 days); this range has 1613.';
    answer = (url) =>
      url.searchParams.get('from') === '2022-01-01'
        ? Response.json({ error: refusal, fields: { to: 'at most 731 days after from' } }, { status: 422 })
        : Response.json(may);
    const from = screen.getByLabelText(/From/);
    await user.clear(from);
    await user.type(from, '2022-01-01');
    await user.click(screen.getByRole('button', { name: 'Show the report' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(asked.at(-1)?.searchParams.get('to')).toBe('2026-05-31');
    // The figures asked for before stay, under the reason.
    expect(screen.getByText('75%')).toBeInTheDocument();
  });
});

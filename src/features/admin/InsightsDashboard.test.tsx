import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Insights as InsightsData } from '../../schemas/insights';
import { axeViolations, render } from '../../test-utils/render';
import Insights from './Insights';
import { InsightsDashboard } from './InsightsDashboard';
import { insightsFixture } from './insights.fixture';

const { january, empty } = insightsFixture;

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
  answer = () => Response.json(january);
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

/** The line that says which days the answer shown covers. */
const shown = '17 December 2025 to 15 January 2026';
/** The dashboard of one answer, with no server behind it. */
const show = (data: InsightsData) => render(<InsightsDashboard data={data} onAsk={() => {}} />);
/** A headline figure's card, by its label. */
const figure = (label: string) => screen.getAllByText(label).find((element) => element.tagName === 'DT')?.parentElement;
/** A table's rows as their text, cell after cell. */
const rowsOf = (name: RegExp | string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('the insights', () => {
  it('shows the headline figures, the days in words and as a table, and each page’s conversion', async () => {
    render(<Insights />);
    expect(await screen.findByText(shown)).toBeInTheDocument();
    // The server's default days are asked for first, then shown in the date fields.
    expect(asked[0]?.pathname).toMatch(/\/api\/admin\/insights$/);
    expect(asked[0]?.search).toBe('');
    expect(screen.getByLabelText(/From/)).toHaveValue('2025-12-17');
    expect(screen.getByLabelText(/^To\b/)).toHaveValue('2026-01-15');

    expect(figure('Visitors')).toHaveTextContent('863');
    expect(figure('Page views')).toHaveTextContent('2,017');
    expect(figure('Page views')).toHaveTextContent('2.3 pages per visitor.');
    expect(figure('Enquiries')).toHaveTextContent('14');
    // 14 ÷ 863.
    expect(figure('Conversion')).toHaveTextContent('1.6%');

    expect(
      screen.getByText(/^30 days: 863 visitors and 2,017 page views\. The busiest was 12 January 2026, with 61 visitors\.$/),
    ).toBeInTheDocument();
    expect(rowsOf(/Visitors and page views per day/).slice(0, 3)).toEqual([
      ['Day', 'Visitors', 'Page views'],
      ['17 December 2025', '42', '104'],
      ['18 December 2025', '45', '117'],
    ]);

    // Conversion is the enquiries of visitors who landed on the page ÷ its visitors: 4 ÷ 402, 5 ÷ 198.
    expect(rowsOf('Pages by page views').slice(0, 3)).toEqual([
      ['Page', 'Page views', 'Visitors', 'Enquiries after landing here', 'Enquiries from its form', 'Conversion'],
      ['/', '640', '402', '4', '0', '1%'],
      ['/it-support', '312', '198', '5', '1', '2.5%'],
    ]);
    expect(await axeViolations()).toEqual([]);
  });

  it('lists the searches that found nothing first, marked “No results”, whatever order they come in', () => {
    show({
      ...january,
      searches: [
        { query: 'office 365 migration', count: 9, results: 4 },
        { query: 'sharepoint', count: 7, results: 0 },
        { query: 'price', count: 6, results: 2 },
        { query: 'nas backup', count: 4, results: 0 },
      ],
    });
    expect(rowsOf(/Searches on the site/)).toEqual([
      ['Searched for', 'Times', 'Results'],
      ['sharepoint', '7', 'No results'],
      ['nas backup', '4', 'No results'],
      ['office 365 migration', '9', '4'],
      ['price', '6', '2'],
    ]);
    expect(screen.getByText(/^2 searches found nothing/)).toBeInTheDocument();
  });

  it('groups the campaigns by tag, and names this site among the links to an address not found', () => {
    show(january);
    expect(rowsOf(/By source/)).toEqual([
      ['Source', 'Visitors', 'Page views'],
      ['newsletter', '64', '102'],
      ['linkedin', '31', '44'],
    ]);
    expect(rowsOf(/By campaign/).map(([value]) => value)).toEqual(['Campaign', 'january-it-health-check', 'winter-backup-offer']);
    expect(rowsOf(/Addresses not found/)).toEqual([
      ['Address', 'Times asked for', 'Linked from'],
      ['/wp-login.php', '41', 'Not known'],
      ['/services/it-support', '23', 'this site, www.google.com'],
      ['/blog/vpn-setup-guide', '9', 'www.linkedin.com'],
      ['/pricing', '4', 'this site'],
    ]);
    expect(screen.getByText(/^2 addresses are linked from this site: change those links/)).toBeInTheDocument();
  });

  it('sets only the enquiries of visitors the site counted against its visitors', () => {
    // 30 enquiries arrived, 14 of them from visitors whose landing page is known.
    show({ ...january, enquiries: 30 });
    expect(figure('Enquiries')).toHaveTextContent('30');
    expect(figure('Conversion')).toHaveTextContent('1.6%');
    expect(figure('Conversion')).toHaveTextContent('Enquiries from visitors the site counted (14) ÷ visitors.');
  });

  it('says so in words where there is nothing counted yet, and shows no conversion of no visitors', () => {
    show(empty);
    expect(screen.getByText('No page views counted in these days yet.')).toBeInTheDocument();
    expect(figure('Visitors')).toHaveTextContent('0');
    expect(figure('Conversion')).toHaveTextContent('—');
    expect(figure('Conversion')).toHaveTextContent('Counted once there are visitors.');
    for (const sentence of [
      'No page was viewed in these days.',
      'No visitor came from another website in these days.',
      'No visitor arrived by a tagged link in these days.',
      'Nobody searched the site in these days.',
      'No address gave the “page not found” page in these days.',
    ])
      expect(screen.getByText(sentence)).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('asks for the days typed, and for the last 7 days to today', async () => {
    const user = userEvent.setup();
    render(<Insights />);
    await screen.findByText(shown);
    const from = screen.getByLabelText(/From/);
    await user.clear(from);
    await user.type(from, '2026-01-01');
    await user.click(screen.getByRole('button', { name: 'Show these days' }));
    expect(asked.at(-1)?.searchParams.get('from')).toBe('2026-01-01');
    expect(asked.at(-1)?.searchParams.get('to')).toBe('2026-01-15');

    await user.click(screen.getByRole('button', { name: 'Last 7 days' }));
    const today = new Date().toISOString().slice(0, 10);
    const week = asked.at(-1)?.searchParams;
    expect(week?.get('to')).toBe(today);
    expect(Date.parse(today) - Date.parse(week?.get('from') ?? '')).toBe(6 * 24 * 60 * 60 * 1000);
  });

  it('shows the server’s reason in words when it refuses the days, and says so when it cannot be reached', async () => {
    const user = userEvent.setup();
    render(<Insights />);
    await screen.findByText(shown);
    const refusal = 'The insights cover at most two years (731 days); this range has 1476.';
    answer = (url) =>
      url.searchParams.get('from') === '2022-01-01' ? Response.json({ error: refusal }, { status: 422 }) : Response.error();
    const from = screen.getByLabelText(/From/);
    await user.clear(from);
    await user.type(from, '2022-01-01');
    await user.click(screen.getByRole('button', { name: 'Show these days' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    // The figures asked for before stay, under the reason, and so do the days typed.
    expect(screen.getByText(shown)).toBeInTheDocument();
    expect(figure('Conversion')).toHaveTextContent('1.6%');
    expect(from).toHaveValue('2022-01-01');

    await user.click(screen.getByRole('button', { name: 'Last 30 days' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The insights could not be read. Please try again.');
  });
});

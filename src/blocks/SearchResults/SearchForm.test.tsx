import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useContext, useMemo, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { searchHref, type SearchResults } from '../../schemas/search';
import { axeViolations, prerenderIntoDocument, render, startPageIslands } from '../../test-utils/render';
import { SearchSiteContext, type SearchSite } from './context';
import { searchFieldIsland } from './SearchField.island';
import { SearchForm } from './SearchForm';
import { vpnResults } from './SearchResults.fixture';

/** The header's search form, as on every page. */
const headerForm = <SearchForm variant="header" label="Search the site" submit={<button type="submit">Search</button>} />;

/** The API's first page for 'vpn'; any other query finds nothing. */
const vpnAnswer: SearchResults = { ...vpnResults, page: 1 };
const nothingFor = (query: string): SearchResults => ({ query, total: 0, page: 1, pageCount: 0, hits: [] });

const fetchMock = vi.fn<(request: Request) => Promise<Response>>();
const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
const queryOf = (request: Request) => new URL(request.url).searchParams.get('q') ?? '';
/** The API at GET /api/search, answering `answer` for each query. */
const serve = (answer: (query: string) => Promise<Response> | Response = (q) => json(q === 'vpn' ? vpnAnswer : nothingFor(q))) =>
  fetchMock.mockImplementation(async (request) => {
    expect(new URL(request.url).pathname).toBe('/api/search');
    return answer(queryOf(request));
  });

/** What the browser does with the page's clicks on links and its submits: noted here, as jsdom cannot load pages. */
const browser = () => {
  const followed: string[] = [];
  const submitted: boolean[] = [];
  const onClick = (event: MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    if (!link || event.defaultPrevented) return;
    followed.push(link.getAttribute('href') ?? '');
    event.preventDefault();
  };
  const onSubmit = (event: Event) => {
    // Not stopped by the field's code: the browser would send the form to GET /search.
    submitted.push(!event.defaultPrevented);
    event.preventDefault();
  };
  document.addEventListener('click', onClick);
  document.addEventListener('submit', onSubmit);
  onTestFinished(() => {
    document.removeEventListener('click', onClick);
    document.removeEventListener('submit', onSubmit);
  });
  return { followed, submitted };
};

/**
 * The app's search, each answer it gives kept in `into`: the field's own handling of an answer is
 * its first, so once every one of `into` has settled, the field has done with each.
 */
function KeptAnswers({ into, children }: { into: Array<Promise<unknown>>; children: ReactNode }) {
  const search = useContext(SearchSiteContext);
  const kept = useMemo<SearchSite | null>(
    () =>
      search && {
        ...search,
        ask(params, signal) {
          const answer = search.ask(params, signal);
          into.push(answer);
          return answer;
        },
      },
    [search, into],
  );
  return <SearchSiteContext.Provider value={kept}>{children}</SearchSiteContext.Provider>;
}

const field = () => screen.getByRole('combobox', { name: 'Search the site' });
/** Waits for the list of results to open under the field (its code loads with the first focus). */
const opened = async () => {
  await waitFor(() => expect(field()).toHaveAttribute('aria-expanded', 'true'));
  return screen.findByRole('listbox');
};
const optionNames = () =>
  within(screen.getByRole('listbox'))
    .getAllByRole('option')
    .map((option) => option.textContent);

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('SearchForm', () => {
  it('lists the first page of results as the visitor types, with the words found marked, and says how many in a polite live region', async () => {
    serve();
    render(headerForm);
    await userEvent.type(field(), 'vpn');
    await opened();
    expect(field()).toHaveAttribute('aria-controls', screen.getByRole('listbox').id);
    expect(optionNames()).toEqual([
      'VPN Setup and ManagementA business VPN connects remote staff and branch offices to your network, encrypted end to end.',
      'The Benefits of a VPN for Your BusinessWhy a business VPN protects remote staff, branch offices and customer data.',
      'Firewalls <b>and</b> VPN gatewaysRules such as <script>allow</script> sit beside the vpn gateway.',
      'See all results',
    ]);
    expect([...screen.getByRole('listbox').querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual([
      'VPN',
      'VPN',
      'vpn',
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('23 results');
    expect(screen.getByRole('option', { name: /^VPN Setup/ })).toHaveAttribute('href', '/vpn-setup');
    expect(screen.getByRole('option', { name: 'See all results' })).toHaveAttribute('href', searchHref('vpn'));
  });

  it('shows only the answer to the latest text, however late the answers to the keystrokes before it arrive', async () => {
    let releaseEarlier = () => {};
    const earlier = new Promise<void>((resolve) => (releaseEarlier = resolve));
    const asked: Request[] = [];
    fetchMock.mockImplementation(async (request) => {
      asked.push(request);
      const query = queryOf(request);
      if (query === 'vpn') return json(vpnAnswer);
      await earlier;
      return json({
        ...nothingFor(query),
        total: 1,
        hits: [{ kind: 'page', title: `Late answer for ${query}`, url: '/', excerpt: [] }],
      });
    });
    const answers: Array<Promise<unknown>> = [];
    render(<KeptAnswers into={answers}>{headerForm}</KeptAnswers>);
    await userEvent.type(field(), 'vpn');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('23 results'));
    // The late answers arrive, the field handles each, and whatever it made of them is rendered before act() returns.
    await act(async () => {
      releaseEarlier();
      await Promise.allSettled(answers);
    });
    expect(screen.queryByRole('option', { name: /Late answer/ })).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('23 results');
    // Each keystroke's question was aborted by the next one's.
    expect(asked.at(-1) && queryOf(asked.at(-1) as Request)).toBe('vpn');
    expect(asked.slice(0, -1).every((request) => request.signal.aborted)).toBe(true);
  });

  it('answers a question asked again at once, from the answer it had, without asking the server again', async () => {
    serve();
    render(headerForm);
    await userEvent.type(field(), 'vpn');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('23 results'));
    await userEvent.type(field(), '{Backspace}');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('No results'));
    const asked = fetchMock.mock.calls.length;
    // No waiting: the list is the one for 'vpn' as soon as the letter is typed.
    await userEvent.type(field(), 'n');
    expect(screen.getByRole('status')).toHaveTextContent('23 results');
    expect(fetchMock).toHaveBeenCalledTimes(asked);
    expect(optionNames()[0]).toMatch(/^VPN Setup/);
  });

  it('moves through the results with the arrow keys, follows the one chosen on Enter, and closes on Escape', async () => {
    serve();
    const { followed } = browser();
    render(headerForm);
    await userEvent.type(field(), 'vpn');
    await opened();
    expect(field()).not.toHaveAttribute('aria-activedescendant');

    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const second = screen.getByRole('option', { name: /^The Benefits of a VPN/ });
    expect(field()).toHaveAttribute('aria-activedescendant', second.id);
    expect(second).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowUp}');
    const first = screen.getByRole('option', { name: /^VPN Setup/ });
    expect(field()).toHaveAttribute('aria-activedescendant', first.id);
    expect(second).toHaveAttribute('aria-selected', 'false');
    // Up from the first goes round to the last: all the results.
    await userEvent.keyboard('{ArrowUp}');
    expect(field()).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'See all results' }).id);

    await userEvent.keyboard('{Escape}');
    expect(field()).toHaveAttribute('aria-expanded', 'false');
    expect(field()).not.toHaveAttribute('aria-activedescendant');
    expect(screen.queryByRole('listbox')).toBeNull();

    // Opened again, the first result is chosen first.
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(followed).toEqual(['/vpn-setup']);
  });

  it('leaves Enter to the form when no result is chosen: the browser sends it to the results page', async () => {
    serve();
    const { followed, submitted } = browser();
    render(headerForm);
    await userEvent.type(field(), 'vpn');
    await opened();
    await userEvent.keyboard('{Enter}');
    expect(submitted).toEqual([true]);
    expect(followed).toEqual([]);
  });

  it('says when nothing is found and still offers the results page, with its help', async () => {
    serve();
    render(headerForm);
    await userEvent.type(field(), 'zz');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('No results'));
    await opened();
    expect(optionNames()).toEqual(['See all results']);
    expect(screen.getByRole('option', { name: 'See all results' })).toHaveAttribute('href', searchHref('zz'));
  });

  it.each([
    [
      'refuses it (rate-limited)',
      () => json({ error: 'Too many searches: try again in a minute.' }, 429, { 'Retry-After': '60' }),
    ],
    ['cannot be reached', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('closes the list when the API %s, and the form still goes to the results page', async (_what, answer) => {
    serve();
    const { submitted } = browser();
    render(headerForm);
    await userEvent.type(field(), 'vpn');
    await opened();
    serve(answer);
    await userEvent.type(field(), ' setup');
    await waitFor(() => expect(field()).toHaveAttribute('aria-expanded', 'false'));
    expect(screen.queryByRole('listbox')).toBeNull();
    await userEvent.keyboard('{Enter}');
    expect(submitted).toEqual([true]);
  });

  it('asks nothing for an empty field, and closes the list when the field is emptied', async () => {
    serve();
    render(headerForm);
    await userEvent.type(field(), '   ');
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.type(field(), 'vpn');
    await opened();
    await userEvent.clear(field());
    expect(field()).toHaveAttribute('aria-expanded', 'false');
  });

  it('loads on the first focus of the prerendered field and asks about what was typed before its code arrived', async () => {
    serve();
    prerenderIntoDocument(headerForm, '/about');
    const prerendered = screen.getByRole('searchbox', { name: 'Search the site' });
    startPageIslands(searchFieldIsland);
    prerendered.focus();
    // Typed while the code is on its way: no code listens yet.
    (prerendered as HTMLInputElement).value = 'vpn';
    await waitFor(() => expect(document.querySelector('[data-island="search-field"]')).toHaveAttribute('data-hydrated', 'true'));
    await opened();
    expect(field()).toBe(prerendered);
    expect(field()).toHaveValue('vpn');
    expect(fetchMock.mock.calls.map(([request]) => queryOf(request))).toEqual(['vpn']);
  });

  it("asks nothing on focusing the search page's field, which holds the query its results are for", async () => {
    serve();
    render(<SearchForm variant="page" label="Search the site" query="vpn" submit={<button type="submit">Search</button>} />);
    await userEvent.click(field());
    expect(field()).toHaveValue('vpn');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('has no accessibility violations with its list open', async () => {
    serve();
    const { container } = render(headerForm);
    await userEvent.type(field(), 'vpn');
    await opened();
    await userEvent.keyboard('{ArrowDown}');
    expect(await axeViolations(container)).toEqual([]);
  });
});

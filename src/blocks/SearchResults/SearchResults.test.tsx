import { screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { site } from '../../config/site';
import { searchHref, type SearchPageData } from '../../schemas/search';
import { axeViolations, prerenderIntoDocument, render } from '../../test-utils/render';
import { SearchPageContext } from './context';
import SearchResults from './SearchResults';
import { noResultsPage, refusedPage, searchResultsFixture, vpnPage, vpnResults } from './SearchResults.fixture';
import { SearchResultsSchema } from './schema';

/** The block as the server renders /search with `data`; without, as the build prerenders it. */
const page = (data?: SearchPageData): ReactElement =>
  data ? (
    <SearchPageContext.Provider value={data}>
      <SearchResults {...searchResultsFixture} />
    </SearchPageContext.Provider>
  ) : (
    <SearchResults {...searchResultsFixture} />
  );

/** The numbered list of results, in the region the results' heading names. */
const hitList = () => screen.getByRole('region', { name: /results for/ }).querySelector('ol') as HTMLOListElement;
const hits = () => within(hitList()).getAllByRole('listitem');

describe('SearchResults', () => {
  it('is a search form that works without JavaScript: GET /search with q, at most 200 characters, the query kept in it', () => {
    // As the server sends it: static HTML, no code running.
    prerenderIntoDocument(page(vpnPage), '/search');
    const form = screen.getByRole('search', { name: 'Search the site' });
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/search');
    const field = within(form).getByRole('searchbox', { name: 'Search the site' });
    expect(field).toHaveAttribute('name', 'q');
    expect(field).toHaveAttribute('maxlength', '200');
    expect(field).toHaveValue('vpn');
    expect(within(form).getByRole('button', { name: 'Search' })).toHaveAttribute('type', 'submit');
  });

  it('lists the page of results with their count, each title a link to its address, the address shown, and a post labelled with its date', () => {
    render(page(vpnPage));
    expect(screen.getByRole('heading', { level: 2, name: '23 results for “vpn”' })).toBeInTheDocument();
    // The third page: numbered on from the pages before it.
    expect(hitList()).toHaveAttribute('start', '21');
    const [setup, post] = hits() as [HTMLElement, HTMLElement];
    expect(within(setup).getByRole('link', { name: 'VPN Setup and Management' })).toHaveAttribute('href', '/vpn-setup');
    expect(within(setup).getByText('/vpn-setup')).toBeInTheDocument();
    expect(within(setup).queryByText('Post')).toBeNull();
    expect(within(post).getByRole('heading', { level: 3, name: 'The Benefits of a VPN for Your Business' })).toBeInTheDocument();
    expect(within(post).getByText('Post')).toBeInTheDocument();
    expect(within(post).getByText('15 January 2024')).toHaveAttribute('datetime', '2024-01-15T09:00:00.000Z');
  });

  it('marks the words found, and shows what titles and excerpts hold as text, never as markup', () => {
    const { container } = render(page(vpnPage));
    const firewall = hits()[2] as HTMLElement;
    expect(within(firewall).getByRole('link', { name: 'Firewalls <b>and</b> VPN gateways' })).toBeInTheDocument();
    expect(firewall.querySelector('b, script')).toBeNull();
    expect(within(firewall).getByText(/^Rules such as <script>allow<\/script> sit beside the/)).toBeInTheDocument();
    expect([...container.querySelectorAll('[data-block="searchResults"] ol mark')].map((mark) => mark.textContent)).toEqual([
      'VPN',
      'VPN',
      'vpn',
    ]);
  });

  it('links to every other page of results, Previous and Next among them, and marks the one shown', () => {
    render(page({ query: 'vpn', results: { ...vpnResults, page: 2 } }));
    const pages = within(screen.getByRole('navigation', { name: 'Pages of results' }));
    expect(pages.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', searchHref('vpn', 1));
    expect(pages.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/search?q=vpn&page=3');
    expect(pages.getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/search?q=vpn');
    expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(pages.getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', '/search?q=vpn&page=3');
  });

  it('offers no Next on the last page, and numbers only the pages near the one shown past a handful', () => {
    render(page({ query: 'cloud', results: { ...vpnResults, query: 'cloud', total: 200, page: 10, pageCount: 20 } }));
    const pages = within(screen.getByRole('navigation', { name: 'Pages of results' }));
    expect(pages.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Previous',
      '1',
      '8',
      '9',
      '10',
      '11',
      '12',
      '20',
      'Next',
    ]);
    render(page({ query: 'vpn', results: vpnResults }));
    expect(screen.getAllByRole('navigation', { name: 'Pages of results' })[1]).not.toHaveTextContent('Next');
  });

  it('says why a refused query was refused, as an alert the field is described by and marked invalid with', () => {
    render(page(refusedPage));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('A search is at most 200 characters: shorten yours.');
    const field = screen.getByRole('combobox', { name: 'Search the site' });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('A search is at most 200 characters: shorten yours.');
    // The visitor's words stay in the field, to shorten rather than type again.
    expect(field).toHaveValue(refusedPage.query);
    expect(screen.getByRole('heading', { level: 2, name: 'What are you looking for?' })).toBeInTheDocument();
  });

  it('helps when a search finds nothing: tips, example searches that link to their results, and the services', () => {
    render(page(noResultsPage));
    expect(screen.getByRole('heading', { level: 2, name: 'No results for “quantum teleportation”' })).toBeInTheDocument();
    expect(screen.getByText('Check the spelling of your words.')).toBeInTheDocument();
    expect(screen.getByText('Try fewer words, or more general ones.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kathmandu office' })).toHaveAttribute('href', '/search?q=Kathmandu+office');
    expect(screen.getByRole('link', { name: 'cloud migration' })).toHaveAttribute('href', searchHref('cloud migration'));
    for (const group of site.navigation.services) {
      expect(screen.getByRole('heading', { level: 4, name: group.label })).toBeInTheDocument();
      for (const link of group.links) expect(screen.getByRole('link', { name: link.label })).toHaveAttribute('href', link.to);
    }
    expect(screen.queryByRole('navigation', { name: 'Pages of results' })).toBeNull();
  });

  it('shows the form and the help before anything is searched, as the build prerenders the page', () => {
    prerenderIntoDocument(page(), '/search');
    expect(screen.getByRole('searchbox', { name: 'Search the site' })).toHaveValue('');
    expect(screen.getByRole('heading', { level: 2, name: 'What are you looking for?' })).toBeInTheDocument();
    expect(screen.getByText(searchResultsFixture.emptyText)).toBeInTheDocument();
    expect(screen.queryByText('Check the spelling of your words.')).toBeNull();
    expect(screen.getByRole('link', { name: 'VPN' })).toHaveAttribute('href', '/search?q=VPN');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('fills in the texts an editor leaves out', () => {
    const parsed = SearchResultsSchema.parse({ emptyHeading: 'Find anything', emptyText: 'Type a word or two.' });
    expect(parsed).toMatchObject({ label: 'Search the site', buttonText: 'Search', suggestions: [] });
  });

  it.each([
    ['results', vpnPage],
    ['no results', noResultsPage],
    ['a refused query', refusedPage],
    ['nothing searched yet', undefined],
  ])('has no accessibility violations with %s', async (_state, data) => {
    const { container } = render(page(data));
    expect(await axeViolations(container)).toEqual([]);
  });
});

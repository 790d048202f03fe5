import type { SearchPageData, SearchResults } from '../../schemas/search';
import type { SearchResultsProps } from './schema';

/** Shared by the story and the test: the block as content/pages/search.json sets it. */
export const searchResultsFixture: SearchResultsProps = {
  label: 'Search the site',
  buttonText: 'Search',
  emptyHeading: 'What are you looking for?',
  emptyText: 'Search our services, offices and articles: a word or two is usually enough.',
  noResultsTips: ['Check the spelling of your words.', 'Try fewer words, or more general ones.'],
  suggestionsHeading: 'Try searching for',
  suggestions: ['cloud migration', 'VPN', 'Kathmandu office'],
  servicesHeading: 'Or browse our services',
};

/**
 * The last of three pages of results for 'vpn', as GET /api/search answers and the server renders
 * /search?q=vpn&page=3: two pages and a post, the words found marked, and a title and an excerpt
 * whose markup must show as the characters it is.
 */
export const vpnResults: SearchResults = {
  query: 'vpn',
  total: 23,
  page: 3,
  pageCount: 3,
  hits: [
    {
      kind: 'page',
      title: 'VPN Setup and Management',
      url: '/vpn-setup',
      excerpt: [
        { text: 'A business ', match: false },
        { text: 'VPN', match: true },
        { text: ' connects remote staff and branch offices to your network, encrypted end to end.', match: false },
      ],
    },
    {
      kind: 'post',
      title: 'The Benefits of a VPN for Your Business',
      url: '/blog/vpn',
      excerpt: [
        { text: 'Why a business ', match: false },
        { text: 'VPN', match: true },
        { text: ' protects remote staff, branch offices and customer data.', match: false },
      ],
      publishedAt: '2024-01-15T09:00:00.000Z',
    },
    {
      kind: 'page',
      title: 'Firewalls <b>and</b> VPN gateways',
      url: '/firewall',
      excerpt: [
        { text: 'Rules such as <script>allow</script> sit beside the ', match: false },
        { text: 'vpn', match: true },
        { text: ' gateway.', match: false },
      ],
    },
  ],
};

/** The search page for 'vpn', its last page of results. */
export const vpnPage: SearchPageData = { query: 'vpn', results: vpnResults };

/** A search that found nothing. */
export const noResultsPage: SearchPageData = {
  query: 'quantum teleportation',
  results: { query: 'quantum teleportation', total: 0, page: 1, pageCount: 0, hits: [] },
};

/** A query the server refused: too long to read. */
export const refusedPage: SearchPageData = {
  query: 'cloud '.repeat(40).trim(),
  results: null,
  error: 'A search is at most 200 characters: shorten yours.',
};

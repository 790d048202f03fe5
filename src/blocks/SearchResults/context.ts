import { createContext } from 'react';
import type { SearchPageData, SearchResults } from '../../schemas/search';

/** Set when the server renders /search for a query (entry-server.tsx): what the page shows. Without it, the form alone. */
export const SearchPageContext = createContext<SearchPageData | null>(null);

/**
 * Asks the site's search for what a search form holds (its fields as `params`, e.g. q=vpn). Blocks
 * never import the API client: the app passes this in (AppProviders), so the search field's island
 * reaches GET /api/search through it. Without it (no app around) the field stays a plain form.
 */
export type SearchSite = (params: URLSearchParams, signal: AbortSignal) => Promise<SearchResults>;

export const SearchSiteContext = createContext<SearchSite | null>(null);

import { createContext } from 'react';
import type { SearchPageData, SearchResults } from '../../schemas/search';

/** Set when the server renders /search for a query (entry-server.tsx): what the page shows. Without it, the form alone. */
export const SearchPageContext = createContext<SearchPageData | null>(null);

/**
 * The site's search, for the search fields' suggestions. Blocks never import the API client: the app
 * passes this in (AppProviders), so the search field's island reaches GET /api/search through it.
 * Without it (no app around) the field stays a plain form.
 */
export interface SearchSite {
  /** The first page of results for what a search form holds (its fields as `params`, e.g. q=vpn). */
  ask: (params: URLSearchParams, signal: AbortSignal) => Promise<SearchResults>;
  /** Gets the client ready (its code loaded and run) while the visitor is still to type: called when they reach the field. */
  prepare: () => void;
}

export const SearchSiteContext = createContext<SearchSite | null>(null);

import { z } from 'zod';

/**
 * Site search (GET /search and GET /api/search): one index of every content page and published
 * post, kept in the site's database (server/search/). These bounds hold for the page's form and the
 * API alike; a query past them is refused with a message, never cut silently.
 */

/** The longest query read: a sentence, not a document. */
export const MAX_SEARCH_CHARS = 200;
/** Words of a query that count: a longer question is searched by its first ones. */
export const MAX_SEARCH_TERMS = 8;
/** Results per page, on the page and in the API. */
export const SEARCH_PAGE_SIZE = 10;
/** The last page anyone pages to: past it, a better query is the answer. */
export const MAX_SEARCH_PAGE = 20;
/** The address of the search page; the header's form and the page's own send `q` (and `page`) to it. */
export const SEARCH_PATH = '/search';
/** The query parameter both forms send. */
export const SEARCH_PARAM = 'q';

/** A query as the page and the API read it: trimmed, at most MAX_SEARCH_CHARS characters, and a page number. */
export const SearchQuerySchema = z.object({
  q: z
    .string()
    // Control characters are no one's words (and a NUL is no text PostgreSQL takes).
    .overwrite((value) => value.replace(/\p{Cc}/gu, ' ').trim())
    .max(MAX_SEARCH_CHARS, { error: `A search is at most ${MAX_SEARCH_CHARS} characters: shorten yours.` })
    .default('')
    .describe('What to search for: words, "a phrase", -a word to leave out, or two words with "or" between them.'),
  page: z.coerce
    .number({ error: 'The page must be a number' })
    .int({ error: 'The page must be a whole number' })
    .min(1, { error: 'The page is at least 1' })
    .max(MAX_SEARCH_PAGE, { error: `The page is at most ${MAX_SEARCH_PAGE}` })
    .default(1),
});

/** A stretch of an excerpt: `match` when it is one of the words searched for (shown highlighted). */
export const ExcerptPartSchema = z.object({ text: z.string(), match: z.boolean() });
export type ExcerptPart = z.infer<typeof ExcerptPartSchema>;

export const SearchHitSchema = z.object({
  /** A page of the site, or a post of its blog (the built-in articles included). */
  kind: z.enum(['page', 'post']),
  title: z.string(),
  /** The result's address on the site, a path such as /services/cloud-migration. */
  url: z.string(),
  /** Some 160 characters around the first words searched for, or the page's description. */
  excerpt: z.array(ExcerptPartSchema),
  /** A post's publication time (ISO 8601); absent for pages. */
  publishedAt: z.string().optional(),
});
export type SearchHit = z.infer<typeof SearchHitSchema>;

/** One page of results: the whole answer of GET /api/search, and what /search shows. */
export const SearchResultsSchema = z.object({
  /** The query as searched (trimmed). */
  query: z.string(),
  /** Results that match, all pages together. */
  total: z.number().int(),
  page: z.number().int(),
  pageCount: z.number().int(),
  hits: z.array(SearchHitSchema),
});
export type SearchResults = z.infer<typeof SearchResultsSchema>;

/**
 * What the search page shows: the query's results, or (no query yet, or a refused one) none, with the
 * reason a refused query was refused.
 */
export interface SearchPageData {
  query: string;
  results: SearchResults | null;
  /** Why the query was refused (too long, a page out of range), said on the page. */
  error?: string;
}

/** The address of page `page` of the results for `query`. */
export const searchHref = (query: string, page = 1) =>
  `${SEARCH_PATH}?${new URLSearchParams({ [SEARCH_PARAM]: query, ...(page > 1 ? { page: String(page) } : {}) }).toString()}`;

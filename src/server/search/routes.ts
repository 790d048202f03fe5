import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { MAX_SEARCH_CHARS, SEARCH_PATH, SearchQuerySchema, SearchResultsSchema, type SearchPageData } from '../../schemas/search';
import { describe, TAGS } from '../contract/describe';
import type { AppEnv } from '../context';
import { sendDocument } from '../http/document';
import { ApiError } from '../http/errors';
import { queryInput } from '../http/query';
import type { SiteRenderer } from '../pages/renderer';
import type { SiteSearch } from './site-search';
import type { InsightsCounter } from '../insights/counter';

const describeSearch = describe({
  summary: 'Search the site',
  description:
    'Every content page and published post, best first: exact matches (stemmed English; "a phrase", -word and or as a search engine reads them), then words misspelt or cut short ("wordpres", "kathmand"). Each result has its title, address and an excerpt around the words found, as parts to highlight. A query of punctuation alone finds nothing. Rate-limited per address, loosely enough for a query per keystroke.',
  tags: [TAGS.search],
  answers: { 200: { description: 'One page of results (Cache-Control: no-store)', schema: SearchResultsSchema } },
});

/** GET /api/search: the site search's results as JSON (search/site-search.ts), for the search field's suggestions and any client. */
export function searchRoutes(search: SiteSearch, limit: MiddlewareHandler) {
  return new Hono<AppEnv>().get('/', describeSearch, limit, queryInput(SearchQuerySchema), async (c) => {
    const { q, page } = c.req.valid('query');
    c.header('Cache-Control', 'no-store');
    return c.json(await search.results(q, page));
  });
}

/**
 * GET /search: the search page, rendered by the build's renderer with the results of `q` (the
 * header's and the page's plain GET forms send it), so it works without JavaScript. A refused
 * query (too long, a page out of range) shows the page with the reason, answered 400. Without `q`
 * the page is the build's prerendered one.
 */
export function searchPageRoutes(
  search: SiteSearch,
  count: (c: Context<AppEnv>) => Promise<void>,
  renderer: SiteRenderer,
  insights: Pick<InsightsCounter, 'search'>,
) {
  return new Hono<AppEnv>().get(SEARCH_PATH, async (c, next) => {
    if (!new URL(c.req.url).search) return next();
    const query = (c.req.query('q') ?? '').trim().slice(0, MAX_SEARCH_CHARS);
    let answer: { data: SearchPageData; status: 200 | 400 | 429; headers?: Record<string, string> };
    try {
      await count(c);
      const parsed = SearchQuerySchema.safeParse(c.req.query());
      const results = parsed.success && parsed.data.q ? await search.results(parsed.data.q, parsed.data.page) : null;
      // A search made (issue 62's insights): its first page only, as the next pages are the same search read on.
      if (results && results.page === 1) await insights.search(c, results.query, results.total);
      answer = parsed.success
        ? { data: { query: parsed.data.q, results }, status: 200 }
        : {
            data: { query, results: null, error: parsed.error.issues[0]?.message ?? 'That search cannot be made.' },
            status: 400,
          };
    } catch (error) {
      // Too many searches: the page says so, in the site's layout, rather than an API's JSON.
      if (!(error instanceof ApiError) || error.status !== 429) throw error;
      answer = { data: { query, results: null, error: error.message }, status: 429, headers: error.headers };
    }
    const { data } = answer;
    const document = await renderer.document((module) => module.render(SEARCH_PATH, { search: data }));
    for (const [name, value] of Object.entries(answer.headers ?? {})) c.header(name, value);
    return sendDocument(c, document, answer.status, { cacheControl: 'no-store' });
  });
}

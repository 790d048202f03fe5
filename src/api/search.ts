import { call } from './client';

/**
 * The first page of the site's search for what a search form holds (GET /api/search with the
 * form's own fields, as GET /search has them). `signal` aborts it once a newer question is asked.
 * Public: a signed-in person's token stays at home.
 */
export const searchSite = (params: URLSearchParams, signal: AbortSignal) =>
  call.get('/api/search', { query: { q: params.get('q') ?? undefined }, signal, context: { anonymous: true } });

import type { SearchResults } from '../../schemas/search';
import { CONTENT_TOPIC } from '../content/documents';
import type { Database } from '../db/client';
import type { Logger } from '../logger';
import { indexPages, type SearchablePage } from './pages';
import { search } from './search';

/** After an indexing that failed (the database away), the next try. */
const RETRY_MS = 5_000;

export interface SiteSearch {
  /** Page `page` of the results for `query` (already bounded by SearchQuerySchema). */
  results(query: string, page: number): Promise<SearchResults>;
  /** Settles once the site's pages were indexed at start (or that failed, and a retry is due). */
  readonly started: Promise<void>;
  /** Stops listening, and waits for an indexing under way. */
  stop(): Promise<void>;
}

/**
 * The site's search over its one index (search_documents). Posts index themselves: the database
 * does it in every transaction that writes one (migration 0019). Pages are indexed here from
 * `pages` (the live site's content pages, as published): at start, and whenever any instance
 * publishes (the change feed's CONTENT_TOPIC), one indexing at a time, and again before the first
 * query once `asOf` (the day) has changed. Without `pages` (a server
 * with no build, the API alone) only the posts are searched.
 */
export function siteSearch({
  database,
  logger,
  pages,
  asOf,
}: {
  database: Pick<Database, 'db' | 'changes'>;
  logger: Logger;
  pages?: () => Promise<SearchablePage[]>;
  /**
   * What the pages' text depends on besides a publish: the day, which closes job openings. A query
   * made once it changed waits for the pages to be indexed again.
   */
  asOf?: () => string | Promise<string>;
}): SiteSearch {
  let stopped = false;
  /** What `asOf` said when the pages were last read for the index. */
  let indexedAsOf: string | undefined;
  let running: Promise<void> = Promise.resolve();
  let again = false;
  let retry: NodeJS.Timeout | undefined;

  const indexOnce = async () => {
    if (!pages) return;
    try {
      const reading = await asOf?.();
      const { written, removed } = await indexPages(database.db, await pages());
      indexedAsOf = reading;
      if (written || removed) logger.info({ written, removed }, 'search: the site’s pages were indexed');
    } catch (error) {
      logger.warn({ err: error }, `search: the site's pages could not be indexed; trying again in ${RETRY_MS / 1000} s`);
      clearTimeout(retry);
      if (!stopped) retry = setTimeout(() => void reindex(), RETRY_MS).unref();
    }
  };
  /** One indexing at a time; a publish heard during one gets one more after it. */
  const reindex = (): Promise<void> => {
    if (stopped) return running;
    if (again) return running;
    again = true;
    running = running.then(() => {
      again = false;
      return stopped ? undefined : indexOnce();
    });
    return running;
  };

  const started = reindex();
  const unsubscribe = pages ? database.changes.subscribe(CONTENT_TOPIC, () => void reindex()) : () => {};
  return {
    async results(query, page) {
      if (asOf && (await asOf()) !== indexedAsOf) await reindex();
      return search(database.db, query, page);
    },
    started,
    async stop() {
      stopped = true;
      clearTimeout(retry);
      unsubscribe();
      await running;
    },
  };
}

import { LRUCache } from 'lru-cache';
import { systemClock, type Clock } from '../clock';
import { cacheLookups } from '../metrics/registry';
import type { ChangeFeed } from './changes';

export interface KeptOptions {
  /** Bytes of answers kept at most (as `heldBytes` counts them); the least recently read go first. */
  maxBytes: number;
  /** The longest an answer is kept, should the change feed ever miss a change. Default a minute. */
  maxAgeMs?: number;
  /** What now is (tests pass a clock they move by hand). Default the system's. */
  clock?: Pick<Clock, 'now'>;
}

export interface Kept {
  /**
   * `produce`'s answer for `key`: worked out once, shared by every reader that asks meanwhile, and
   * kept when `keep` says so (default: not null) until `topic` changes. An answer worked out while
   * a change happened may predate it: it is served to those who asked, never kept. A failure is
   * never kept.
   */
  get<T>(key: string, produce: () => Promise<T>, keep?: (value: T) => boolean): Promise<T>;
}

/** While the change feed is down, an answer older than this is worked out again: a change may have been missed. */
export const UNTRUSTED_AGE_MS = 500;

/**
 * An answer on its way (the promise its readers share), then the answer itself. A promise holds the
 * async context it was made in for as long as it lives (hono/context-storage's store: the request's
 * Context, with its request, its response and the body sent), so a kept promise would keep the
 * request that first asked, uncounted by `heldBytes`: once known, the answer is kept, not its promise.
 */
type Entry = { at: number } & ({ answer: Promise<unknown> } | { value: unknown });

/**
 * What the server works out from the database and serves many times before it changes (the blog's
 * public JSON, its rendered pages, the sitemap and feed), kept in memory until any instance writes
 * to `topic`: the database's change feed (db/changes.ts) tells every instance, and each drops all
 * it kept for that topic (for any of `topics`: a page of the blog changes with a post and with the
 * site's settings). While the feed is down the answers are kept for half a second at most: enough to
 * share one answer among a burst of readers, little against the 2 s a change may take to show.
 *
 * Bounded by the bytes the answers hold, not their number: a post's page is 5 KB or 500 KB
 * depending on the post, and a count would let memory grow with the content.
 */
export function keptUntilChange(
  changes: ChangeFeed,
  topics: string | readonly string[],
  { maxBytes, maxAgeMs = 60_000, clock = systemClock }: KeptOptions,
): Kept {
  // An answer still being worked out counts a token byte until it is known. The clock is read at
  // every lookup: lru-cache would otherwise reuse a reading for a millisecond of real time.
  const kept = new LRUCache<string, Entry>({
    maxSize: maxBytes,
    ttl: maxAgeMs,
    sizeCalculation: () => 1,
    perf: clock,
    ttlResolution: 0,
  });
  // Bumped by every change: an answer whose work began under an older version may miss that change.
  let version = 0;
  const topic = typeof topics === 'string' ? topics : topics.join('+');
  for (const each of typeof topics === 'string' ? [topics] : topics)
    changes.subscribe(each, () => {
      version += 1;
      kept.clear();
    });

  return {
    get<T>(key: string, produce: () => Promise<T>, keep: (value: T) => boolean = (value) => value !== null) {
      const hit = kept.get(key);
      const trusted = hit && (changes.live || clock.now() - hit.at < UNTRUSTED_AGE_MS);
      cacheLookups.inc({ topic, result: trusted ? 'hit' : 'miss' });
      if (trusted) return ('value' in hit ? Promise.resolve(hit.value) : hit.answer) as Promise<T>;
      const started = version;
      const answer = produce();
      const entry: Entry = { answer, at: clock.now() };
      kept.set(key, entry);
      const ours = () => kept.peek(key) === entry;
      const forget = () => {
        if (ours()) kept.delete(key);
      };
      answer.then((value) => {
        if (started !== version || !keep(value)) forget();
        // Now its size is known: set again (a new entry, or the cache would keep the old size),
        // which evicts others, or refuses this one, to fit.
        else if (ours()) kept.set(key, { value, at: entry.at }, { size: Math.max(1, heldBytes(value)) });
      }, forget);
      return answer;
    },
  };
}

/**
 * The bytes an answer holds in memory, near enough to bound a cache: binary data by its length,
 * strings at two bytes a character (V8 keeps non-Latin-1 text so), objects and arrays by what they
 * hold plus a little for themselves.
 */
export function heldBytes(value: unknown, depth = 0): number {
  if (typeof value === 'string') return 2 * value.length;
  if (ArrayBuffer.isView(value)) return value.byteLength;
  if (value === null || typeof value !== 'object' || depth > 6) return 8;
  let total = 64;
  for (const item of Array.isArray(value) ? value : Object.values(value)) total += heldBytes(item, depth + 1);
  return total;
}

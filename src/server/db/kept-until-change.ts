import { LRUCache } from 'lru-cache';
import { cacheLookups } from '../metrics/registry';
import type { ChangeFeed } from './changes';

export interface KeptOptions {
  /** Answers kept at most; the least recently read goes first. */
  max: number;
  /** The longest an answer is kept, should the change feed ever miss a change. Default a minute. */
  maxAgeMs?: number;
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

/**
 * What the server works out from the database and serves many times before it changes (the blog's
 * public JSON, its rendered pages, the sitemap and feed), kept in memory until any instance writes
 * to `topic`: the database's change feed (db/changes.ts) tells every instance, and each drops all
 * it kept for that topic.
 */
export function keptUntilChange(changes: ChangeFeed, topic: string, { max, maxAgeMs = 60_000 }: KeptOptions): Kept {
  const kept = new LRUCache<string, Promise<unknown>>({ max, ttl: maxAgeMs });
  // Bumped by every change: an answer whose work began under an older version may miss that change.
  let version = 0;
  changes.subscribe(topic, () => {
    version += 1;
    kept.clear();
  });

  return {
    get<T>(key: string, produce: () => Promise<T>, keep: (value: T) => boolean = (value) => value !== null) {
      const hit = kept.get(key) as Promise<T> | undefined;
      cacheLookups.inc({ topic, result: hit ? 'hit' : 'miss' });
      if (hit) return hit;
      const started = version;
      const answer = produce();
      kept.set(key, answer);
      const forget = () => {
        if (kept.peek(key) === answer) kept.delete(key);
      };
      answer.then((value) => {
        if (started !== version || !keep(value)) forget();
      }, forget);
      return answer;
    },
  };
}

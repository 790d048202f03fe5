import { AsyncLocalStorage } from 'node:async_hooks';
import { describe, expect, it } from 'vitest';
import { manualClock } from '../test/manual-clock';
import { released } from '../test/released';
import { localChangeFeed, type ChangeFeed } from './changes';
import { heldBytes, keptUntilChange, UNTRUSTED_AGE_MS } from './kept-until-change';

/** A producer that counts its calls and answers when told to. */
function producer<T>(value: T) {
  const calls: Array<(value: T) => void> = [];
  return {
    calls,
    produce: () => new Promise<T>((resolve) => calls.push(resolve)),
    answerAll: () => {
      for (const resolve of calls.splice(0)) resolve(value);
    },
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('keptUntilChange', () => {
  it('keeps the answer, not the request that asked for it', async () => {
    // As hono/context-storage runs each request: a promise made during it holds the request's store.
    const requests = new AsyncLocalStorage<object>();
    const kept = keptUntilChange(localChangeFeed(), 'blogs', { maxBytes: 1 << 20 });
    const asked = await requests.run({ response: 'x'.repeat(100_000) }, async () => {
      expect(await kept.get('page', async () => 'page')).toBe('page');
      return new WeakRef(requests.getStore() ?? {});
    });
    expect(await released(asked)).toBe(true);
    expect(await kept.get('page', async () => 'worked out again')).toBe('page');
  });

  it('works an answer out once for every reader who asks meanwhile, and keeps it', async () => {
    const kept = keptUntilChange(localChangeFeed(), 'blogs', { maxBytes: 1 << 20 });
    const page = producer('page');
    const readers = Array.from({ length: 30 }, () => kept.get('list:1', page.produce));
    expect(page.calls).toHaveLength(1);
    page.answerAll();
    expect(await Promise.all(readers)).toEqual(Array(30).fill('page'));
    expect(await kept.get('list:1', page.produce)).toBe('page');
    expect(page.calls).toHaveLength(0);
  });

  it('drops everything when its topic changes on the feed, and nothing for another topic', async () => {
    const feed = localChangeFeed();
    const kept = keptUntilChange(feed, 'blogs', { maxBytes: 1 << 20 });
    let n = 0;
    const count = async () => ++n;
    expect(await kept.get('a', count)).toBe(1);
    feed.changed('users');
    expect(await kept.get('a', count)).toBe(1);
    feed.changed('blogs');
    expect(await kept.get('a', count)).toBe(2);
  });

  it('serves an answer that raced with a change to those who asked, but never keeps it', async () => {
    const feed = localChangeFeed();
    const kept = keptUntilChange(feed, 'blogs', { maxBytes: 1 << 20 });
    const before = producer('before the write');
    const read = kept.get('feed', before.produce);
    feed.changed('blogs');
    before.answerAll();
    expect(await read).toBe('before the write');
    await settle();
    expect(await kept.get('feed', async () => 'after the write')).toBe('after the write');
  });

  it('keeps neither null (by default), nor what `keep` refuses, nor a failure', async () => {
    const kept = keptUntilChange(localChangeFeed(), 'blogs', { maxBytes: 1 << 20 });
    let n = 0;
    expect(await kept.get('missing', async () => null)).toBeNull();
    await settle();
    expect(await kept.get('missing', async () => 'found')).toBe('found');

    expect(
      await kept.get(
        'empty page',
        async () => ({ rows: 0, n: ++n }),
        (page) => page.rows > 0,
      ),
    ).toEqual({ rows: 0, n: 1 });
    await settle();
    expect(
      await kept.get(
        'empty page',
        async () => ({ rows: 0, n: ++n }),
        (page) => page.rows > 0,
      ),
    ).toEqual({ rows: 0, n: 2 });

    await expect(kept.get('broken', async () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    await settle();
    expect(await kept.get('broken', async () => 'recovered')).toBe('recovered');
  });

  it('keeps answers up to maxBytes in all, dropping the least recently read, and never one larger than the whole', async () => {
    // Each answer is a 40 KB page: two fit in 100 KB, three do not.
    const kept = keptUntilChange(localChangeFeed(), 'blogs', { maxBytes: 100_000 });
    const produced: string[] = [];
    const produce =
      (key: string, bytes = 40_000) =>
      () => {
        produced.push(key);
        return Promise.resolve(Buffer.alloc(bytes));
      };
    await kept.get('a', produce('a'));
    await kept.get('b', produce('b'));
    await kept.get('a', produce('a'));
    await kept.get('c', produce('c'));
    await kept.get('a', produce('a'));
    await kept.get('b', produce('b'));
    expect(produced).toEqual(['a', 'b', 'c', 'b']);
    await kept.get('huge', produce('huge', 200_000));
    await kept.get('huge', produce('huge', 200_000));
    await kept.get('a', produce('a'));
    expect(produced).toEqual(['a', 'b', 'c', 'b', 'huge', 'huge']);
  });

  it('counts strings at two bytes a character, and what objects and arrays hold', () => {
    expect(heldBytes('x'.repeat(1000))).toBe(2000);
    expect(heldBytes({ body: Buffer.alloc(5000), gzip: new Uint8Array(1000) })).toBeGreaterThanOrEqual(6000);
    expect(heldBytes([{ json: 'y'.repeat(500) }])).toBeGreaterThanOrEqual(1000);
  });

  it('trusts an answer for half a second only while the change feed is down, and as long as it likes once it is back', async () => {
    const local = localChangeFeed();
    let live = false;
    const feed: ChangeFeed = {
      ...local,
      get live() {
        return live;
      },
    };
    const clock = manualClock();
    const kept = keptUntilChange(feed, 'blogs', { maxBytes: 1 << 20, clock });
    let n = 0;
    const count = async () => ++n;
    expect(await kept.get('list', count)).toBe(1);
    clock.advance(UNTRUSTED_AGE_MS - 1);
    expect(await kept.get('list', count)).toBe(1);
    clock.advance(1);
    expect(await kept.get('list', count)).toBe(2);
    live = true;
    clock.advance(UNTRUSTED_AGE_MS * 10);
    expect(await kept.get('list', count)).toBe(2);
  });

  it('works an answer out again once it is older than maxAgeMs, should the feed miss a change', async () => {
    const clock = manualClock();
    const kept = keptUntilChange(localChangeFeed(), 'blogs', { maxBytes: 1 << 20, maxAgeMs: 100, clock });
    let n = 0;
    const count = async () => ++n;
    expect(await kept.get('sitemap', count)).toBe(1);
    clock.advance(99);
    expect(await kept.get('sitemap', count)).toBe(1);
    clock.advance(2);
    expect(await kept.get('sitemap', count)).toBe(2);
  });
});

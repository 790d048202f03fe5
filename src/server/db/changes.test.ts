import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { testDatabase } from '../test/database';
import { until } from '../test/until';
import { localChangeFeed, postgresChangeFeed, type ChangeFeed } from './changes';

/*
 * The change feed's own promise to the tests that wait on a server (app.ts's idle()): once
 * settled() resolves, this instance has heard every change committed before it was called, its own
 * included, which reach it through the database a moment after the write.
 */

describe('an embedded database’s feed', () => {
  it('is settled at once: a change reaches the subscribers as it is made', async () => {
    const feed = localChangeFeed();
    let heard = 0;
    feed.subscribe('blogs', () => heard++);
    feed.changed('blogs');
    await feed.settled();
    expect(heard).toBe(1);
    await feed.close();
  });
});

describe.runIf(process.env.DATABASE_URL)('the PostgreSQL feed', () => {
  let database: Awaited<ReturnType<typeof testDatabase>>;
  let feed: ChangeFeed;
  let writer: pg.Client;

  beforeAll(async () => {
    database = await testDatabase('changes');
    feed = postgresChangeFeed(database.url ?? '', createLogger('silent'));
    await until(
      async () => feed.live,
      (live) => live,
    );
    writer = new pg.Client({ connectionString: database.url });
    await writer.connect();
  });
  afterAll(async () => {
    await writer?.end();
    await feed?.close();
    await database?.drop();
  });

  it('is settled once every change committed before has been heard, and says nothing of its own to subscribers', async () => {
    const heard: string[] = [];
    feed.subscribe('blogs', () => heard.push('blogs'));
    feed.subscribe('content', () => heard.push('content'));
    for (let round = 1; round <= 5; round++) {
      // Another connection's writes, as another instance's (or this one's own, through its pool).
      await writer.query('BEGIN');
      await writer.query("SELECT pg_notify('site_changes', 'blogs')");
      await writer.query('COMMIT');
      await writer.query("SELECT pg_notify('site_changes', 'content')");
      await feed.settled();
      expect(heard).toEqual(Array.from({ length: round }, () => ['blogs', 'content']).flat());
    }
  });

  it('is settled at once while its connection is down, whatever it missed (it refreshes everything when back)', async () => {
    const down = postgresChangeFeed('postgres://nobody@127.0.0.1:9/none', createLogger('silent'));
    const started = Date.now();
    await down.settled();
    expect(Date.now() - started).toBeLessThan(1000);
    await down.close();
  });
});

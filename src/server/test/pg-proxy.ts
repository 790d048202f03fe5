import type net from 'node:net';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import type { AppOptions } from '../app';
import { testDatabase } from './database';
import { startHarness, type Harness } from './harness';
import { FEED_APPLICATION_NAME } from '../db/changes';
import { startTcpGate } from './tcp-gate';

/**
 * A TCP proxy in front of PostgreSQL for one server process (a gate of ./tcp-gate.ts that reads what
 * the process sends), which can cut that process's change feed (its LISTEN connection, named by
 * application_name in the startup message) and leave its pool alone: the feed is refused while
 * `feedDown` is set, and `killFeed()` drops the feed's open connection the way a restarted database
 * or a lost network would. `cutWhenSent(text)` loses the whole database mid-transaction instead: the
 * moment a connection sends a statement containing `text`, that statement is never delivered, every
 * connection drops, and new ones are refused until `setDatabaseDown(false)`.
 */
export async function startPgProxy(databaseUrl: string) {
  const target = new URL(databaseUrl);
  const feeds = new Set<net.Socket>();
  let feedDown = false;
  let cutText: string | null = null;
  let refused = 0;
  const gate = await startTcpGate({ host: target.hostname, port: Number(target.port || 5432) }, (client) => {
    let first = true;
    return (chunk) => {
      if (cutText !== null && chunk.includes(cutText)) {
        cutText = null;
        gate.setDown(true);
        return false;
      }
      if (first) {
        first = false;
        if (chunk.includes(FEED_APPLICATION_NAME)) {
          if (feedDown) {
            refused += 1;
            client.destroy();
            return false;
          }
          feeds.add(client);
          client.on('close', () => feeds.delete(client));
        }
      }
      return true;
    };
  });
  const url = new URL(databaseUrl);
  url.host = `127.0.0.1:${gate.port}`;
  return {
    url: url.href,
    /** Feed connections refused so far. */
    get refused() {
      return refused;
    },
    /** Whether a feed connection is open through the proxy. */
    get feedOpen() {
      return feeds.size > 0;
    },
    setFeedDown(down: boolean) {
      feedDown = down;
    },
    /** Arms the cut: the next statement containing `text` takes the database away (see above); null disarms it. */
    cutWhenSent(text: string | null) {
      cutText = text;
    },
    /** Whether the cut has happened and the database is still away. */
    get databaseDown() {
      return gate.down;
    },
    setDatabaseDown(down: boolean) {
      gate.setDown(down);
    },
    killFeed() {
      for (const socket of feeds) socket.destroy();
      feeds.clear();
    },
    stop: gate.stop,
  };
}

/**
 * For a describe block of fault tests: a server on its own test database reached through the
 * proxy, started before the block's tests and removed after them. After each test the database is
 * back and no cut is armed, so a cut that never came (a failed test) cannot fall on the next one.
 */
export function serverBehindPgProxy(prefix: string, options: Partial<AppOptions> = {}) {
  const running: { harness?: Harness; proxy?: Awaited<ReturnType<typeof startPgProxy>> } = {};
  let database: Awaited<ReturnType<typeof testDatabase>> | undefined;
  beforeAll(async () => {
    database = await testDatabase(prefix);
    running.proxy = await startPgProxy(database.url ?? '');
    running.harness = await startHarness({ ...options, databaseUrl: running.proxy.url });
  }, 120_000);
  afterEach(() => {
    running.proxy?.cutWhenSent(null);
    running.proxy?.setDatabaseDown(false);
  });
  afterAll(async () => {
    await running.harness?.cleanup();
    await running.proxy?.stop();
    await database?.drop();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('serverBehindPgProxy: used before its beforeAll ran');
    return value;
  };
  return {
    get harness() {
      return started(running.harness);
    },
    get proxy() {
      return started(running.proxy);
    },
    /** The database itself, not through the proxy: for another instance the proxy's cuts do not reach. */
    get databaseUrl() {
      return started(database?.url);
    },
    /**
     * The database back, and the server ready again, as a load balancer would wait for it: the cut
     * dropped the pool's idle connections too, and the server learns so only when their sockets'
     * close is read or a query tries one (an in-process request can come first, and fail on one).
     * /api/ready answers 200 once a query has run on a connection that works: every one before it is gone.
     */
    async databaseBack() {
      started(running.proxy).setDatabaseDown(false);
      const harness = started(running.harness);
      await expect.poll(async () => (await harness.client.call('/api/ready')).status).toBe(200);
    },
  };
}

import net from 'node:net';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { AppOptions } from '../app';
import { testDatabase } from './database';
import { startHarness, type Harness } from './harness';
import { FEED_APPLICATION_NAME } from '../db/changes';

/**
 * A TCP proxy in front of PostgreSQL for one server process, which can cut that process's change
 * feed (its LISTEN connection, named by application_name in the startup message) and leave its
 * pool alone: the feed is refused while `feedDown` is set, and `killFeed()` drops the feed's open
 * connection the way a restarted database or a lost network would. `cutWhenSent(text)` loses the
 * whole database mid-transaction instead: the moment a connection sends a statement containing
 * `text`, that statement is never delivered, every connection drops, and new ones are refused
 * until `setDatabaseDown(false)`.
 */
export async function startPgProxy(databaseUrl: string) {
  const target = new URL(databaseUrl);
  const feeds = new Set<net.Socket>();
  const open = new Set<net.Socket>();
  let feedDown = false;
  let databaseDown = false;
  let cutText: string | null = null;
  let refused = 0;
  const server = net.createServer((client) => {
    if (databaseDown) return void client.destroy();
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    open.add(client);
    const closeBoth = () => {
      client.destroy();
      upstream.destroy();
      feeds.delete(client);
      open.delete(client);
    };
    client.on('error', closeBoth).on('close', closeBoth);
    upstream.on('error', closeBoth).on('close', closeBoth);
    let first = true;
    client.on('data', (chunk: Buffer) => {
      if (cutText !== null && chunk.includes(cutText)) {
        cutText = null;
        databaseDown = true;
        for (const socket of open) socket.destroy();
        return;
      }
      if (first) {
        first = false;
        if (chunk.includes(FEED_APPLICATION_NAME)) {
          if (feedDown) {
            refused += 1;
            closeBoth();
            return;
          }
          feeds.add(client);
        }
      }
      upstream.write(chunk);
    });
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  const url = new URL(databaseUrl);
  url.host = `127.0.0.1:${port}`;
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
      return databaseDown;
    },
    setDatabaseDown(down: boolean) {
      databaseDown = down;
      if (down) for (const socket of open) socket.destroy();
    },
    killFeed() {
      for (const socket of feeds) socket.destroy();
      feeds.clear();
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of open) socket.destroy();
      }),
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
  };
}

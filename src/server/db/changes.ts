import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Logger } from '../logger';
import { changeAnnouncements } from '../metrics/registry';
import type { Db } from './types';

/** What a write's transaction can run a statement on (drizzle's transaction or the database itself). */
type Transaction = Pick<Db, 'execute'>;

/**
 * "Something changed" messages between instances, so each can drop what it cached (the blog list,
 * rendered pages). On PostgreSQL they travel as NOTIFY on one channel, heard by every instance on
 * the database through a connection of its own; with the embedded database there is one process,
 * and they stay in it.
 *
 * A write announces its change inside its own transaction (`announce`), so the notice goes out
 * exactly when the write commits and never without it; once committed, the writer drops its own
 * caches (`changed`) itself, which cannot fail, so a write that was saved is never answered as a
 * failure and never leaves its own instance stale.
 */
export interface ChangeFeed {
  /** Inside the write's transaction: every other instance hears that `topic` changed when it commits. */
  announce(tx: Transaction, topic: string): Promise<void>;
  /** After the write committed: this instance drops what it kept for `topic`, whatever became of the notice. */
  changed(topic: string): void;
  /** Calls `handler` on every change of `topic`, and after a lost connection is restored (a change may have been missed). */
  subscribe(topic: string, handler: () => void): () => void;
  /**
   * True while every other instance's change is heard. While false (the feed's connection is lost,
   * or never came up), a cache must not trust what it kept for more than a moment.
   */
  readonly live: boolean;
  /**
   * Resolves once this instance has heard every change announced before the call (tests: a change
   * this instance made reaches its own subscribers through the database a moment after the write).
   */
  settled(): Promise<void>;
  close(): Promise<void>;
}

const CHANNEL = 'site_changes';
/** Set on the listening connection, so an operator (or a test) can find it in pg_stat_activity. */
export const FEED_APPLICATION_NAME = 'site_changes';
/** Waits between attempts to (re)connect: quick at first, then every 5 s for as long as it takes. */
const RECONNECT_MS = [100, 250, 500, 1000, 2000, 5000];
/** The notices `settled()` sends itself, never a topic. */
const SETTLED = 'settled:';
/** How long `settled()` waits for its own notice before it gives up (the connection may have been lost meanwhile). */
const SETTLED_WAIT_MS = 5_000;

export function localChangeFeed(): ChangeFeed {
  const events = new EventEmitter();
  return {
    // One process: nothing to send (the writer's changed() drops its caches); counted all the same.
    announce: (_tx, topic) => {
      changeAnnouncements.inc({ topic });
      return Promise.resolve();
    },
    changed(topic) {
      events.emit(topic);
    },
    subscribe(topic, handler) {
      events.on(topic, handler);
      return () => events.off(topic, handler);
    },
    live: true,
    // One process: a change reaches the subscribers as it is made.
    settled: () => Promise.resolve(),
    close() {
      events.removeAllListeners();
      return Promise.resolve();
    },
  };
}

export function postgresChangeFeed(url: string, logger: Logger): ChangeFeed {
  const local = localChangeFeed();
  const topics = new Set<string>();
  let client: pg.Client | undefined;
  let closed = false;
  let failures = 0;
  let timer: NodeJS.Timeout | undefined;
  /** What settled() waits for: its notice, by payload. */
  const settling = new Map<string, () => void>();

  const connect = async (): Promise<void> => {
    const listener = new pg.Client({ connectionString: url, application_name: FEED_APPLICATION_NAME, keepAlive: true });
    let lost = false;
    const onLost = (error?: Error) => {
      if (lost || closed) return;
      lost = true;
      if (client === listener) client = undefined;
      logger.warn(
        { err: error },
        'the change feed lost its database connection; cached pages are trusted for 0.5 s until it is back',
      );
      void listener.end().catch(() => {});
      schedule();
    };
    listener.on('notification', (message) => {
      if (message.channel !== CHANNEL || !message.payload) return;
      if (message.payload.startsWith(SETTLED)) settling.get(message.payload)?.();
      else local.changed(message.payload);
    });
    listener.on('error', onLost);
    listener.on('end', () => onLost());
    try {
      await listener.connect();
      await listener.query(`LISTEN ${CHANNEL}`);
    } catch (error) {
      lost = true;
      await listener.end().catch(() => {});
      throw error;
    }
    if (closed || lost) {
      await listener.end().catch(() => {});
      return;
    }
    client = listener;
    if (failures > 0) logger.info({ attempts: failures }, 'the change feed is back');
    failures = 0;
    // Whatever changed while nobody listened is unknown: every subscriber refreshes.
    for (const topic of topics) local.changed(topic);
  };

  const attempt = () => {
    timer = undefined;
    if (closed) return;
    connect().catch((error: unknown) => {
      logger.warn(
        { err: error, attempt: failures + 1 },
        'the change feed could not connect to the database; cached pages are trusted for 0.5 s until it does; trying again',
      );
      schedule();
    });
  };

  const schedule = () => {
    if (closed || timer) return;
    const delay = RECONNECT_MS[Math.min(failures, RECONNECT_MS.length - 1)];
    failures += 1;
    timer = setTimeout(attempt, delay);
    timer.unref();
  };

  attempt();
  return {
    async announce(tx, topic) {
      await tx.execute(sql`SELECT pg_notify(${CHANNEL}, ${topic})`);
      changeAnnouncements.inc({ topic });
    },
    changed(topic) {
      // Its own NOTIFY reaches this instance's listener a moment later, after the writer may already
      // have answered, and a read in between must not be stale: drop now.
      local.changed(topic);
    },
    subscribe(topic, handler) {
      topics.add(topic);
      return local.subscribe(topic, handler);
    },
    get live() {
      return client !== undefined;
    },
    async settled() {
      const listener = client;
      if (!listener) return;
      // Notices arrive in the order their transactions committed: this one, sent now, comes after
      // every change committed before it.
      const payload = `${SETTLED}${randomUUID()}`;
      const heard = new Promise<void>((resolve) => {
        settling.set(payload, resolve);
        setTimeout(resolve, SETTLED_WAIT_MS).unref();
      });
      try {
        await listener.query('SELECT pg_notify($1, $2)', [CHANNEL, payload]);
        await heard;
      } catch {
        // The connection went meanwhile: what it would have said is unknown, and reconnecting refreshes everything.
      } finally {
        settling.delete(payload);
      }
    },
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      await client?.end().catch(() => {});
      client = undefined;
      await local.close();
    },
  };
}

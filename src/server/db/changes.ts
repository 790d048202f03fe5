import { EventEmitter } from 'node:events';
import pg from 'pg';
import type { Logger } from '../logger';

/**
 * "Something changed" messages between instances, so each can drop what it cached (the blog list,
 * rendered pages). On PostgreSQL they travel as NOTIFY on one channel, heard by every instance on
 * the database through a connection of its own; with the embedded database there is one process,
 * and they stay in it.
 */
export interface ChangeFeed {
  /** Tells every instance, this one included, that `topic` changed. */
  publish(topic: string): Promise<void>;
  /** Calls `handler` on every change of `topic`, and after a lost connection is restored (a change may have been missed). */
  subscribe(topic: string, handler: () => void): () => void;
  close(): Promise<void>;
}

const CHANNEL = 'site_changes';
const RECONNECT_MS = [250, 1000, 5000];

export function localChangeFeed(): ChangeFeed {
  const events = new EventEmitter();
  return {
    publish(topic) {
      events.emit(topic);
      return Promise.resolve();
    },
    subscribe(topic, handler) {
      events.on(topic, handler);
      return () => events.off(topic, handler);
    },
    close() {
      events.removeAllListeners();
      return Promise.resolve();
    },
  };
}

export function postgresChangeFeed(url: string, pool: pg.Pool, logger: Logger): ChangeFeed {
  const local = localChangeFeed();
  const topics = new Set<string>();
  let client: pg.Client | undefined;
  let closed = false;
  let failures = 0;

  const connect = async (): Promise<void> => {
    const listener = new pg.Client({ connectionString: url });
    listener.on('notification', (message) => {
      if (message.channel === CHANNEL && message.payload) void local.publish(message.payload);
    });
    listener.on('error', (error) => {
      logger.warn({ err: error }, 'the change feed lost its database connection; reconnecting');
      void listener.end().catch(() => {});
      reconnect();
    });
    try {
      await listener.connect();
      await listener.query(`LISTEN ${CHANNEL}`);
    } catch (error) {
      await listener.end().catch(() => {});
      throw error;
    }
    if (closed) {
      await listener.end();
      return;
    }
    client = listener;
    // Whatever changed while nobody listened is unknown: every subscriber refreshes.
    if (failures > 0) for (const topic of topics) void local.publish(topic);
    failures = 0;
  };

  const reconnect = () => {
    if (closed) return;
    client = undefined;
    const delay = RECONNECT_MS[Math.min(failures, RECONNECT_MS.length - 1)];
    failures += 1;
    setTimeout(() => {
      connect().catch((error: unknown) => {
        logger.warn({ err: error }, 'the change feed could not reconnect; trying again');
        reconnect();
      });
    }, delay).unref();
  };

  const ready = connect();
  return {
    async publish(topic) {
      await pool.query('SELECT pg_notify($1, $2)', [CHANNEL, topic]);
      // This instance hears it at once: its own NOTIFY arrives on the listening connection a moment
      // later, after the writer may already have answered, and a read in between must not be stale.
      await local.publish(topic);
    },
    subscribe(topic, handler) {
      topics.add(topic);
      return local.subscribe(topic, handler);
    },
    async close() {
      closed = true;
      await ready.catch(() => {});
      await client?.end().catch(() => {});
      await local.close();
    },
  };
}

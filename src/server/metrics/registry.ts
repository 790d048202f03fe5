import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * What /metrics on METRICS_PORT reports, for the whole process (Prometheus scrapes one process as
 * one instance). prom-client's defaults give event-loop delay, heap and resident memory, garbage
 * collection and open handles; the rest is the server's own.
 */
export const registry = new Registry();
collectDefaultMetrics({ register: registry });

/** Labels by route pattern (/api/blogs/:id), never the raw path: a scanner cannot add series. */
export const httpRequests = new Counter({
  name: 'http_requests_total',
  help: 'Requests answered, by method, route pattern and status.',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [registry],
});

export const httpDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time until the answer was handed to Node (a download may stream for longer), by method, route pattern and status.',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
  registers: [registry],
});

/** What a draining instance still waits for before it stops, and what a stuck client holds open. */
export const httpInFlight = new Gauge({
  name: 'http_requests_in_flight',
  help: 'Requests being answered now: their headers are in, their answer not yet handed to Node.',
  registers: [registry],
});

export const throttledRequests = new Counter({
  name: 'http_throttled_total',
  help: 'Requests answered 429 (rate limits, login throttle), by route pattern.',
  labelNames: ['route'] as const,
  registers: [registry],
});

export const refusedRequests = new Counter({
  name: 'http_refused_total',
  help: 'Requests refused before any work: 403 (cross-site, not an administrator), 408, 413, 415, 503 (draining).',
  labelNames: ['route', 'status'] as const,
  registers: [registry],
});

export const uploadBytes = new Counter({
  name: 'upload_stored_bytes_total',
  help: 'Bytes of uploaded files stored, by kind (quote, cv, image).',
  labelNames: ['kind'] as const,
  registers: [registry],
});

export const cacheLookups = new Counter({
  name: 'cache_lookups_total',
  help: 'Lookups in the caches kept until a change, by topic and result (hit or miss).',
  labelNames: ['topic', 'result'] as const,
  registers: [registry],
});

export const changeAnnouncements = new Counter({
  name: 'change_feed_announcements_total',
  help: "Changes this instance announced, by topic: each empties that topic's caches on every instance.",
  labelNames: ['topic'] as const,
  registers: [registry],
});

/** A PostgreSQL pool's counts as pg.Pool reports them. */
export interface PoolUse {
  total: number;
  idle: number;
  waiting: number;
}
const pools = new Set<() => PoolUse | undefined>();

/** Reports a database pool while it is open; the returned function stops reporting it. */
export function watchPool(read: () => PoolUse | undefined): () => void {
  pools.add(read);
  return () => pools.delete(read);
}

new Gauge({
  name: 'db_pool_connections',
  help: 'PostgreSQL pool connections by state (in use, idle) and callers waiting for one; absent on the embedded database.',
  labelNames: ['state'] as const,
  registers: [registry],
  collect() {
    this.reset();
    for (const read of pools) {
      const use = read();
      if (!use) continue;
      this.inc({ state: 'used' }, use.total - use.idle);
      this.inc({ state: 'idle' }, use.idle);
      this.inc({ state: 'waiting' }, use.waiting);
    }
  },
});

export const mailAttempts = new Counter({
  name: 'mail_attempts_total',
  help: "This instance's tries to send a notification mail, by result: sent, retry (it failed and goes again), failed (the outbox gave up).",
  labelNames: ['result'] as const,
  registers: [registry],
});

const outboxes = new Set<() => Promise<Array<{ state: string; count: number }>>>();

/** Reports an outbox's counts (read from its database at each scrape) while it is open; the returned function stops it. */
export function watchOutbox(read: () => Promise<Array<{ state: string; count: number }>>): () => void {
  outboxes.add(read);
  return () => outboxes.delete(read);
}

new Gauge({
  name: 'mail_outbox_mails',
  help: 'Notification mails in the outbox by state (queued, retrying, sent, failed), as the database holds them for every instance.',
  labelNames: ['state'] as const,
  registers: [registry],
  async collect() {
    this.reset();
    for (const state of ['queued', 'retrying', 'sent', 'failed']) this.set({ state }, 0);
    for (const read of outboxes) {
      try {
        for (const { state, count } of await read()) this.set({ state }, count);
      } catch {
        // The database away: the gauge says nothing rather than a wrong zero.
        this.reset();
      }
    }
  },
});

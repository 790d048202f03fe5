import type { Clock } from '../clock';
import type { Logger } from '../logger';

/** What one look found: when the next piece of work is due (ms from now), or null when nothing is waiting at all. */
export type NextDue = number | null;

export interface DueWorker {
  /** The first look, done. */
  started: Promise<void>;
  /** Looks now, after the look in progress (something was queued, or another instance announced a change). */
  wake(): void;
  /** Resolves once no look is running or waiting to run (tests). */
  idle(): Promise<void>;
  /** Takes no more work, cancels the timer and waits for the look in progress. */
  stop(): Promise<void>;
}

/**
 * The loop every background worker of the server shares (the mail outbox, the webhook deliveries,
 * the post scheduler). A look claims due work (a transaction that leases it, so another instance
 * skips it) and handles each piece claimed, side by side, then claims again until nothing is due;
 * then one timer for the next due piece, or `maxWaitMs` at most (work queued by an instance that
 * stopped), or none when `nextDue` says nothing waits. One look at a time: a wake during a look
 * runs another after it. A look that throws (the database away) is logged and tried again
 * `retryMs` later. Stopping takes no new claim, but what was claimed is handled before stop()
 * resolves: a claim left unhandled would wait out its lease.
 */
export function startDueWorker<T>({
  name,
  clock,
  logger,
  maxWaitMs,
  retryMs = 5_000,
  claim,
  handle,
  nextDue,
}: {
  /** What the log calls it: "the mail outbox". */
  name: string;
  clock: Clock;
  logger: Pick<Logger, 'warn'>;
  maxWaitMs: number;
  retryMs?: number;
  /** Takes some due work (none: the look is over). */
  claim: () => Promise<T[]>;
  handle: (item: T) => Promise<void>;
  /** Ms until the next piece is due, or null when nothing waits at all (no timer). */
  nextDue: () => Promise<NextDue>;
}): DueWorker {
  let cancel: (() => void) | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const worker = { stopping: false };

  const once = async () => {
    cancel?.();
    cancel = undefined;
    if (worker.stopping) return;
    let wait: number | null;
    try {
      for (let due = await claim(); due.length > 0; due = worker.stopping ? [] : await claim())
        await Promise.all(due.map(handle));
      if (worker.stopping) return;
      const next = await nextDue();
      wait = next === null ? null : Math.min(maxWaitMs, Math.max(0, next));
    } catch (error) {
      if (worker.stopping) return;
      logger.warn({ err: error }, `${name} could not look for due work; trying again in ${Math.round(retryMs / 1000)} s`);
      wait = retryMs;
    }
    if (!worker.stopping && wait !== null) cancel = clock.after(wait, run);
  };
  function run() {
    running = running.then(once, once);
  }

  run();
  return {
    started: running.then(() => undefined),
    wake: run,
    async idle() {
      for (let current = running; ; current = running) {
        await current.catch(() => {});
        if (current === running) return;
      }
    },
    async stop() {
      worker.stopping = true;
      cancel?.();
      await running.catch(() => {});
    },
  };
}

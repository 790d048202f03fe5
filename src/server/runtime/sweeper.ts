import { systemClock, type Clock } from '../clock';
import type { Logger } from '../logger';
import { startDueWorker, type DueWorker } from './due-worker';

/** A sweep running now and then until stopped: started, and stopped only once the sweep in hand ends. */
export interface Sweeper {
  /** The first sweep, at start. */
  readonly started: Promise<void>;
  /** Stops the timer and waits for a sweep in progress, so nothing writes once the database closes. */
  stop(): Promise<void>;
}

/**
 * Runs `sweep` at start and every `everyMs` until stopped, one sweep at a time (a slow one delays
 * the next rather than overlapping it: the periods it ran over follow it one after another). A
 * failed sweep is logged as `failed` says and tried again at the next. The work these do is
 * housekeeping: old rows and files out, statistics refreshed. After the first, the sweeps are the
 * server's due-worker's (due-worker.ts), as its other scheduled work is, on `clock`: real time by
 * default, since a test's hand-moved clock would run a retention sweep with every jump of days.
 */
export function startSweeper({
  name = 'the sweeper',
  everyMs,
  sweep,
  logger,
  failed,
  clock = systemClock,
}: {
  /** What the log calls it when the worker itself fails. */
  name?: string;
  everyMs: number;
  /** One sweep; what it resolves with is not used. */
  sweep: () => Promise<unknown>;
  logger: Pick<Logger, 'warn'>;
  failed: string;
  clock?: Clock;
}): Sweeper {
  const once = async () => {
    try {
      await sweep();
    } catch (error) {
      logger.warn({ err: error }, failed);
    }
  };
  /** When the next sweep is due: a whole period after the last one was due, however long that one took. */
  let dueAt = clock.now() + everyMs;
  // The first at once, as the server starts, before the worker's first look.
  const started = once();
  let stopped = false;
  const worker: Promise<DueWorker | undefined> = started.then(() =>
    stopped
      ? undefined
      : startDueWorker<number>({
          name,
          clock,
          logger,
          maxWaitMs: everyMs,
          claim() {
            if (clock.now() < dueAt) return Promise.resolve([]);
            const due = dueAt;
            dueAt += everyMs;
            return Promise.resolve([due]);
          },
          handle: once,
          nextDue: () => Promise.resolve(dueAt - clock.now()),
        }),
  );
  return {
    started,
    async stop() {
      stopped = true;
      await (await worker)?.stop();
    },
  };
}

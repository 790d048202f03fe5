import type { Logger } from 'pino';

/** A sweep running now and then until stopped: started, and stopped only once the sweep in hand ends. */
export interface Sweeper {
  /** The first sweep, at start. */
  readonly started: Promise<void>;
  /** Stops the timer and waits for a sweep in progress, so nothing writes once the database closes. */
  stop(): Promise<void>;
}

/**
 * Runs `sweep` at start and every `everyMs` until stopped, one sweep at a time (a slow one delays
 * the next rather than overlapping it). A failed sweep is logged as `failed` says and tried again
 * at the next. The work these do is housekeeping: old rows and files out, statistics refreshed.
 */
export function startSweeper({
  everyMs,
  sweep,
  logger,
  failed,
}: {
  everyMs: number;
  /** One sweep; what it resolves with is not used. */
  sweep: () => Promise<unknown>;
  logger: Pick<Logger, 'warn'>;
  failed: string;
}): Sweeper {
  const once = async () => {
    try {
      await sweep();
    } catch (error) {
      logger.warn({ err: error }, failed);
    }
  };
  const started = once();
  let running = started;
  const timer = setInterval(() => {
    running = running.then(once);
  }, everyMs);
  timer.unref();
  return {
    started,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

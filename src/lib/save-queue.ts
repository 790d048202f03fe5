/**
 * How one try of a save went, as the editor that sent it reads the answer: `kept` (the server took
 * it, or refused it in a way another try would not change); `retry` (no answer: the network or the
 * server is away, try again later); `held` (refused until the person decides, a conflict: nothing is
 * sent until `flush`).
 */
export type SaveOutcome = 'kept' | 'retry' | 'held';

export interface SaveQueueOptions<T> {
  /** Sends one value. Never throws: a failure is an outcome. */
  send: (value: T) => Promise<SaveOutcome>;
  /** A try got no answer; the next comes in `ms`. */
  onRetry?: (ms: number) => void;
  /** After a try with no answer the next comes this soon, doubling up to `retryMaxMs`. */
  retryFirstMs?: number;
  retryMaxMs?: number;
  /** Where the browser says it is back online (`online`): the window, where there is one. */
  network?: EventTarget;
}

export interface SaveQueue<T> {
  /**
   * The latest value to keep, replacing any not yet sent: sent once the one on its way has its
   * answer, or by the retry when one is waiting (no point sending into the same outage sooner), or
   * at once with `now` (a save the person asked for). Resolves when nothing more is on its way.
   */
  put: (value: T, options?: { now?: boolean }) => Promise<void>;
  /** Sends what is queued now: a waiting retry brought forward, a held queue let go. */
  flush: () => Promise<void>;
  /** Puts `value` back to be sent next, unless something newer is queued (a try that sent older typing than this). */
  requeue: (value: T) => void;
  /** Sends nothing until `flush`: a conflict the editor heard of another way (an explicit save refused). */
  hold: () => void;
  /** Waits for the value on its way, then drops what is queued (an explicit save carries it) and answers it. */
  settle: () => Promise<T | undefined>;
  /** Drops what is queued and any retry, and ignores the answer on its way: the editing session ended. */
  clear: () => void;
  /** Also stops listening for the network's return: the queue is not used again. */
  close: () => void;
  /** What is queued and not sent yet. */
  pending: () => T | undefined;
}

/**
 * The save queue of every editor of the admin (a post's drawer, a page in Puck): one request at a
 * time, only the latest typing sent, tries with no answer repeated with a growing pause and at once
 * when the browser is back online. What each answer means for the screen stays with the editor
 * (`send` says what it made of it); a local copy (local-copy.ts) keeps the typing meanwhile.
 */
export function createSaveQueue<T>({
  send,
  onRetry,
  retryFirstMs = 2_000,
  retryMaxMs = 30_000,
  network = typeof window === 'undefined' ? undefined : window,
}: SaveQueueOptions<T>): SaveQueue<T> {
  let queued: { value: T } | undefined;
  let sending: Promise<void> | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let retryMs = retryFirstMs;
  let held = false;
  /** Counts clears, so the answer to a try of a session that ended changes nothing. */
  let generation = 0;

  const clearRetry = () => {
    if (retry !== undefined) clearTimeout(retry);
    retry = undefined;
  };

  const tryOnce = async (value: T, mine: number) => {
    const outcome = await send(value);
    if (mine !== generation) return;
    if (outcome === 'kept') {
      retryMs = retryFirstMs;
      return;
    }
    // Typed after this try was sent is newer: that is what the next try sends.
    queued ??= { value };
    if (outcome === 'held') {
      held = true;
      return;
    }
    clearRetry();
    const wait = retryMs;
    retry = setTimeout(() => {
      retry = undefined;
      void pump();
    }, wait);
    retryMs = Math.min(retryMs * 2, retryMaxMs);
    onRetry?.(wait);
  };

  const pump = async (): Promise<void> => {
    while (sending) await sending;
    if (!queued || held || retry !== undefined) return;
    const { value } = queued;
    queued = undefined;
    const mine = generation;
    sending = tryOnce(value, mine).finally(() => {
      sending = undefined;
    });
    await sending;
    if (mine === generation) await pump();
  };

  const flush = () => {
    clearRetry();
    held = false;
    return pump();
  };

  const online = () => {
    if (retry !== undefined) void flush();
  };
  network?.addEventListener('online', online);

  const clear = () => {
    generation++;
    queued = undefined;
    held = false;
    retryMs = retryFirstMs;
    clearRetry();
  };

  return {
    put: (value, { now = false } = {}) => {
      queued = { value };
      return now ? flush() : pump();
    },
    flush,
    requeue: (value) => {
      queued ??= { value };
    },
    hold: () => {
      held = true;
    },
    settle: async () => {
      // Taken first, so the answer to the try on its way does not send it.
      const left = queued;
      queued = undefined;
      while (sending) await sending;
      clearRetry();
      // A try that got no answer meanwhile put its value back: older than anything typed after it.
      const back = queued;
      queued = undefined;
      return (left ?? back)?.value;
    },
    clear,
    close: () => {
      clear();
      network?.removeEventListener('online', online);
    },
    pending: () => queued?.value,
  };
}

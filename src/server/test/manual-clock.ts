import type { Clock } from '../clock';

/**
 * A clock that moves only when told: `advance` runs, in order, every call that falls due; a call
 * asked for with no wait runs on the next turn.
 */
export interface ManualClock extends Clock {
  /** Moves now forward by `ms`, running what falls due on the way. */
  advance(ms: number): void;
  set(at: number): void;
  /** Calls waiting to run. */
  readonly pending: number;
}

export function manualClock(start = Date.now()): ManualClock {
  let now = start;
  let nextId = 0;
  const waiting = new Map<number, { at: number; run: () => void }>();
  const runDue = () => {
    for (;;) {
      const due = [...waiting.entries()].filter(([, call]) => call.at <= now).sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) return;
      waiting.delete(due[0]);
      due[1].run();
    }
  };
  return {
    now: () => now,
    after(ms, run) {
      const id = nextId++;
      waiting.set(id, { at: now + Math.max(0, ms), run });
      // Already due (a wait of nothing): runs on the next turn, as a real timer of 0 ms would.
      if (ms <= 0) setImmediate(runDue);
      return () => waiting.delete(id);
    },
    advance(ms) {
      now += ms;
      runDue();
    },
    set(at) {
      now = at;
      runDue();
    },
    get pending() {
      return waiting.size;
    },
  };
}

/**
 * The system's time, which a test can move ahead of it: for a scenario that runs in real time (a
 * mail server's outage, retried every few hundred ms) and then has to see what every later look
 * would do without waiting for them. A call falls due when real time or a move reaches it.
 */
export function systemTimeClock(): ManualClock {
  let ahead = 0;
  let nextId = 0;
  const now = () => Date.now() + ahead;
  const waiting = new Map<number, { at: number; run: () => void; timer: NodeJS.Timeout }>();
  const arm = (id: number, at: number, run: () => void) => {
    const timer = setTimeout(() => {
      waiting.delete(id);
      run();
    }, at - now());
    timer.unref();
    waiting.set(id, { at, run, timer });
  };
  const moved = () => {
    const due = [...waiting.entries()].filter(([, call]) => call.at <= now()).sort((a, b) => a[1].at - b[1].at);
    // The rest fall due sooner in real time than their timers were set for.
    for (const [id, call] of waiting) {
      clearTimeout(call.timer);
      if (call.at > now()) arm(id, call.at, call.run);
      else waiting.delete(id);
    }
    for (const [, call] of due) call.run();
  };
  return {
    now,
    after(ms, run) {
      const id = nextId++;
      arm(id, now() + Math.max(0, ms), run);
      return () => {
        clearTimeout(waiting.get(id)?.timer);
        waiting.delete(id);
      };
    },
    advance(ms) {
      ahead += ms;
      moved();
    },
    set(at) {
      ahead = at - Date.now();
      moved();
    },
    get pending() {
      return waiting.size;
    },
  };
}

/**
 * Time as the server's scheduled work sees it: what now is, and a call at a later moment. Tests
 * pass a clock they move by hand (test/manual-clock.ts), so a post scheduled for next Monday can go
 * out in a test without waiting and without faking the timers the database itself relies on.
 */
export interface Clock {
  now(): number;
  /** Calls `run` after `ms` (never keeping the process alive for it); returns what cancels it. */
  after(ms: number, run: () => void): () => void;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  after(ms, run) {
    const timer = setTimeout(run, ms);
    timer.unref();
    return () => clearTimeout(timer);
  },
};

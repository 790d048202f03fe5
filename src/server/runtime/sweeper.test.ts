import { afterEach, describe, expect, it, vi } from 'vitest';
import { startSweeper } from './sweeper';

/** A promise and the hand that settles it. */
function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('a sweeper', () => {
  it('sweeps at start, then every period, never two at once', async () => {
    vi.useFakeTimers();
    const sweeps: Array<ReturnType<typeof deferred>> = [];
    const sweeper = startSweeper({
      everyMs: 1000,
      logger: { warn: vi.fn() },
      failed: 'failed',
      sweep: () => {
        const sweep = deferred();
        sweeps.push(sweep);
        return sweep.promise;
      },
    });
    expect(sweeps).toHaveLength(1);
    // Two periods pass while the first sweep runs: the next ones wait for it, one after the other.
    await vi.advanceTimersByTimeAsync(2500);
    expect(sweeps).toHaveLength(1);
    sweeps[0]?.resolve();
    await sweeper.started;
    await vi.advanceTimersByTimeAsync(0);
    expect(sweeps).toHaveLength(2);
    sweeps[1]?.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(sweeps).toHaveLength(3);
    sweeps[2]?.resolve();
    const stopped = sweeper.stop();
    await vi.advanceTimersByTimeAsync(5000);
    await stopped;
    expect(sweeps).toHaveLength(3);
  });

  it('stops only once the sweep in hand has ended, so nothing writes after the database closes', async () => {
    const sweep = deferred();
    const sweeper = startSweeper({ everyMs: 60_000, logger: { warn: vi.fn() }, failed: 'failed', sweep: () => sweep.promise });
    let stopped = false;
    const stopping = sweeper.stop().then(() => {
      stopped = true;
    });
    // A turn of the event loop: a stop() that did not wait for the sweep would have resolved in it.
    await new Promise((resolve) => setImmediate(resolve));
    expect(stopped).toBe(false);
    sweep.resolve();
    await stopping;
    expect(stopped).toBe(true);
  });

  it('logs a failed sweep in its words and sweeps again at the next period', async () => {
    vi.useFakeTimers();
    const warn = vi.fn();
    let calls = 0;
    const sweeper = startSweeper({
      everyMs: 1000,
      logger: { warn },
      failed: 'sweeping the audit log failed',
      sweep: async () => {
        calls += 1;
        if (calls === 1) throw new Error('the database went away');
      },
    });
    await sweeper.started;
    expect(warn).toHaveBeenCalledWith(
      { err: expect.objectContaining({ message: 'the database went away' }) },
      'sweeping the audit log failed',
    );
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toBe(2);
    await sweeper.stop();
  });
});

import { describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { manualClock } from '../test/manual-clock';
import { startDueWorker, type NextDue } from './due-worker';

/** The loop of the outbox, the webhook deliveries and the scheduler, on a clock that moves when told. */
function setup<T>(work: { claim: () => Promise<T[]>; handle?: (item: T) => Promise<void>; nextDue: () => Promise<NextDue> }) {
  const clock = manualClock(0);
  const warnings: string[] = [];
  const logger = createLogger('warn', { write: (line: string) => warnings.push(line) });
  const worker = startDueWorker({ name: 'the test worker', clock, logger, maxWaitMs: 60_000, handle: async () => {}, ...work });
  return { clock, worker, warnings };
}

describe('the due worker', () => {
  it('finishes the work a look claimed when stopped during the claim, and takes none after', async () => {
    // A claim (a transaction that leases rows) is under way when stop() comes: what it took is
    // done before stop() resolves, or it would wait out its lease (10 minutes for a mail).
    let release!: () => void;
    const claimed = new Promise<void>((resolve) => (release = resolve));
    const done: string[] = [];
    let claims = 0;
    let nextDues = 0;
    const { worker } = setup({
      async claim() {
        claims += 1;
        if (claims === 1) {
          await claimed;
          return ['first', 'second'];
        }
        return ['third'];
      },
      handle: async (item) => void done.push(item),
      nextDue: async () => {
        nextDues += 1;
        return null;
      },
    });
    await new Promise((resolve) => setImmediate(resolve));
    const stopping = worker.stop();
    release();
    await stopping;
    expect(done).toEqual(['first', 'second']);
    expect(claims).toBe(1);
    worker.wake();
    await worker.idle();
    expect(claims).toBe(1);
    expect(nextDues).toBe(0);
  });

  it('sets one timer for the next due work (never beyond the longest wait), none when nothing waits, and runs one look at a time', async () => {
    let next: NextDue = 1_000;
    let looks = 0;
    let inLook = 0;
    let most = 0;
    const { clock, worker } = setup({
      async claim() {
        looks += 1;
        inLook += 1;
        most = Math.max(most, inLook);
        await new Promise((resolve) => setImmediate(resolve));
        inLook -= 1;
        return [];
      },
      nextDue: async () => next,
    });
    await worker.started;
    expect(looks).toBe(1);
    expect(clock.pending).toBe(1);

    clock.advance(999);
    await worker.idle();
    expect(looks).toBe(1);
    clock.advance(1);
    await worker.idle();
    expect(looks).toBe(2);

    // Three wakes at once: looks one after another, never two side by side, and still one timer.
    next = 10 * 60_000;
    worker.wake();
    worker.wake();
    worker.wake();
    await worker.idle();
    expect(looks).toBe(5);
    expect(most).toBe(1);
    expect(clock.pending).toBe(1);
    clock.advance(60_000);
    await worker.idle();
    expect(looks).toBe(6);

    next = null;
    worker.wake();
    await worker.idle();
    expect(clock.pending).toBe(0);
    await worker.stop();
  });

  it('logs a look that failed and looks again 5 s later', async () => {
    let fail = true;
    let looks = 0;
    const { clock, worker, warnings } = setup({
      async claim() {
        looks += 1;
        if (fail) throw new Error('connection terminated unexpectedly');
        return [];
      },
      nextDue: async () => null,
    });
    await worker.started;
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/the test worker could not look for due work; trying again in 5 s/);
    expect(warnings[0]).toMatch(/connection terminated unexpectedly/);
    fail = false;
    clock.advance(4_999);
    await worker.idle();
    expect(looks).toBe(1);
    clock.advance(1);
    await worker.idle();
    expect(looks).toBe(2);
    expect(clock.pending).toBe(0);
    await worker.stop();
  });
});

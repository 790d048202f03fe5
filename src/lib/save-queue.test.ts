import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSaveQueue, type SaveOutcome } from './save-queue';

/** A server under the test's control: each try waits until the test answers it. */
function server() {
  const tries: { value: string; answer: (outcome: SaveOutcome) => void }[] = [];
  const send = (value: string) =>
    new Promise<SaveOutcome>((answer) => {
      tries.push({ value, answer });
    });
  return { tries, send, sent: () => tries.map((one) => one.value) };
}

/** Lets every promise settled so far run its callbacks. */
const settled = () => vi.advanceTimersByTimeAsync(0);

describe('the save queue of the editors', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends one save at a time, and of what was typed meanwhile only the latest', async () => {
    const { tries, send, sent } = server();
    const queue = createSaveQueue({ send });
    void queue.put('a');
    void queue.put('ab');
    void queue.put('abc');
    await settled();
    expect(sent()).toEqual(['a']);
    tries[0]!.answer('kept');
    await settled();
    expect(sent()).toEqual(['a', 'abc']);
    tries[1]!.answer('kept');
    await settled();
    expect(queue.pending()).toBeUndefined();
  });

  it('tries again after 2, 4, 8 s while there is no answer, with the latest typing, and at once when the browser is back online', async () => {
    const { tries, send, sent } = server();
    const waits: number[] = [];
    const network = new EventTarget();
    const queue = createSaveQueue({ send, network, onRetry: (ms) => waits.push(ms) });
    void queue.put('a');
    await settled();
    tries[0]!.answer('retry');
    await settled();
    // Typed during the outage: kept for the retry, not sent into it.
    void queue.put('ab');
    await settled();
    expect(sent()).toEqual(['a']);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(sent()).toEqual(['a']);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent()).toEqual(['a', 'ab']);
    tries[1]!.answer('retry');
    await settled();
    expect(waits).toEqual([2_000, 4_000]);
    network.dispatchEvent(new Event('online'));
    await settled();
    expect(sent()).toEqual(['a', 'ab', 'ab']);
    tries[2]!.answer('kept');
    await settled();
    // Answered again: the pause starts from its first length.
    void queue.put('abc');
    await settled();
    tries[3]!.answer('retry');
    await settled();
    expect(waits).toEqual([2_000, 4_000, 2_000]);
    queue.close();
  });

  it('sends a save asked for at once, even while a retry waits', async () => {
    const { tries, send, sent } = server();
    const queue = createSaveQueue({ send });
    void queue.put('a');
    await settled();
    tries[0]!.answer('retry');
    await settled();
    void queue.put('ab', { now: true });
    await settled();
    expect(sent()).toEqual(['a', 'ab']);
    queue.close();
  });

  it('holds what a conflict refused until it is let go, keeping the newer typing', async () => {
    const { tries, send, sent } = server();
    const queue = createSaveQueue({ send });
    void queue.put('mine');
    await settled();
    tries[0]!.answer('held');
    await settled();
    void queue.put('mine, more');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sent()).toEqual(['mine']);
    expect(queue.pending()).toBe('mine, more');
    void queue.flush();
    await settled();
    expect(sent()).toEqual(['mine', 'mine, more']);
  });

  it('settles by waiting for the save on its way and handing back what was still queued', async () => {
    const { tries, send } = server();
    const queue = createSaveQueue({ send });
    void queue.put('a');
    void queue.put('ab');
    let left: string | undefined = 'not yet';
    void queue.settle().then((value) => (left = value));
    await settled();
    expect(left).toBe('not yet');
    tries[0]!.answer('kept');
    await settled();
    expect(left).toBe('ab');
    expect(tries).toHaveLength(1);
  });

  it('changes nothing with the answer of a session that ended, and sends nothing more for it', async () => {
    const { tries, send, sent } = server();
    const waits: number[] = [];
    const queue = createSaveQueue({ send, onRetry: (ms) => waits.push(ms) });
    void queue.put('a');
    await settled();
    void queue.put('ab');
    queue.clear();
    tries[0]!.answer('retry');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sent()).toEqual(['a']);
    expect(waits).toEqual([]);
    expect(queue.pending()).toBeUndefined();
  });

  it('sends a value put back after the one on its way, unless newer typing is already queued', async () => {
    const { tries, send, sent } = server();
    const queue = createSaveQueue({ send });
    void queue.put('a');
    await settled();
    queue.requeue('a, again');
    tries[0]!.answer('kept');
    await settled();
    expect(sent()).toEqual(['a', 'a, again']);
    tries[1]!.answer('kept');
    void queue.put('b');
    await settled();
    void queue.put('bc');
    queue.requeue('b, again');
    tries[2]!.answer('kept');
    await settled();
    expect(sent()).toEqual(['a', 'a, again', 'b', 'bc']);
  });

  it('sends nothing while held from outside, until let go', async () => {
    const { send, sent } = server();
    const queue = createSaveQueue({ send });
    queue.hold();
    void queue.put('a');
    await settled();
    expect(sent()).toEqual([]);
    void queue.flush();
    await settled();
    expect(sent()).toEqual(['a']);
  });
});

import { AsyncLocalStorage } from 'node:async_hooks';
import { describe, expect, it } from 'vitest';
import { released } from '../test/released';
import { keptOnce } from './kept-once';

describe('keptOnce', () => {
  it('works each key out once for every caller meanwhile, and keeps it', async () => {
    let calls = 0;
    const page = keptOnce(async (key) => `${key} ${++calls}`);
    expect(await Promise.all([page('/a'), page('/a'), page('/b')])).toEqual(['/a 1', '/a 1', '/b 2']);
    expect(await page('/a')).toBe('/a 1');
    expect(calls).toBe(2);
  });

  it('forgets a failure and an answer it is told not to keep, so the next caller tries again', async () => {
    let calls = 0;
    const page = keptOnce(
      async () => {
        calls += 1;
        if (calls === 1) throw new Error('unreadable');
        return calls === 2 ? null : 'page';
      },
      (value) => value !== null,
    );
    await expect(page('/a')).rejects.toThrow('unreadable');
    expect(await page('/a')).toBeNull();
    expect(await page('/a')).toBe('page');
    expect(await page('/a')).toBe('page');
    expect(calls).toBe(3);
  });

  it('keeps the answer, not the request that asked for it', async () => {
    const requests = new AsyncLocalStorage<object>();
    const page = keptOnce(async (key) => `page ${key}`);
    const asked = await requests.run({ response: 'x'.repeat(100_000) }, async () => {
      expect(await page('/a')).toBe('page /a');
      return new WeakRef(requests.getStore() ?? {});
    });
    expect(await released(asked)).toBe(true);
  });
});

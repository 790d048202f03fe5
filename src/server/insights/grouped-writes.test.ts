import { describe, expect, it } from 'vitest';
import { groupedWrites } from './grouped-writes';

/* Group commit (grouped-writes.ts): one statement for what waited, each caller settled with its own. */

/** A write that waits to be let go, recording each batch it was given. */
function heldWriter() {
  const batches: number[][] = [];
  const releases: Array<(error?: Error) => void> = [];
  const write = (rows: number[]) =>
    new Promise<void>((resolve, reject) => {
      batches.push(rows);
      releases.push((error) => (error ? reject(error) : resolve()));
    });
  const release = async (error?: Error) => {
    await expect.poll(() => releases.length).toBeGreaterThan(0);
    releases.shift()!(error);
  };
  return { batches, write, release };
}

describe('grouped writes', () => {
  it('writes the rows that came within a moment in one statement, and those that came while it was written in the next', async () => {
    const writer = heldWriter();
    const writes = groupedWrites(writer.write);
    const settled: number[] = [];
    const first = Array.from({ length: 10 }, (_, n) => writes.add(n).then(() => settled.push(n)));
    await expect.poll(() => writer.batches).toEqual([[0, 1, 2, 3, 4, 5, 6, 7, 8, 9]]);
    const rest = Array.from({ length: 50 }, (_, n) => writes.add(n + 10).then(() => settled.push(n + 10)));
    await writer.release();
    await Promise.all(first);
    // Only the first ten are stored; the others wait for their own statement.
    expect(settled).toHaveLength(10);
    await writer.release();
    await Promise.all(rest);
    expect(writer.batches).toHaveLength(2);
    expect(writer.batches[1]).toEqual(Array.from({ length: 50 }, (_, n) => n + 10));
  });

  it('fails only the rows of the statement that failed, and writes the next ones', async () => {
    const writer = heldWriter();
    const writes = groupedWrites(writer.write);
    const first = writes.add(1);
    await expect.poll(() => writer.batches).toEqual([[1]]);
    const second = writes.add(2);
    await writer.release(new Error('the database is away'));
    await expect(first).rejects.toThrow('the database is away');
    await writer.release();
    await expect(second).resolves.toBeUndefined();
    expect(writer.batches).toEqual([[1], [2]]);
  });

  it('writes at most 1,000 rows a statement', async () => {
    const batches: number[] = [];
    const writes = groupedWrites((rows: number[]) => {
      batches.push(rows.length);
      return Promise.resolve();
    });
    await Promise.all(Array.from({ length: 2501 }, (_, n) => writes.add(n)));
    expect(batches).toEqual([1000, 1000, 501]);
  });
});

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, type DataDirLock } from './lock';

/*
 * The lock on DATA_DIR (./lock.ts) between two holders. A lock left by a killed process, which
 * nobody refreshes, is taken over once stale: src/server/runtime/process.test.ts kills a server
 * with SIGKILL and starts another.
 */

const held: DataDirLock[] = [];
const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(held.splice(0).map((lock) => lock.release()));
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('the lock on a data directory', () => {
  it('is refused to a second server as soon as the first is seen keeping it fresh, not after the lock would have gone stale', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'lock-'));
    dirs.push(dataDir);
    held.push(await acquireDataDirLock(dataDir));
    const started = performance.now();
    await expect(acquireDataDirLock(dataDir)).rejects.toThrow(/in use by another running server/);
    // The holder refreshes every 2 s; a stale lock would take 10.
    expect(performance.now() - started).toBeLessThan(6_000);
  });

  it('is taken again at once once released', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'lock-'));
    dirs.push(dataDir);
    const first = await acquireDataDirLock(dataDir);
    await first.release();
    const started = performance.now();
    held.push(await acquireDataDirLock(dataDir));
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});

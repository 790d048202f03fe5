import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';

/** Temporary folders for one test file: each made when asked for, all removed after the file's tests. */
export function scratchDirs(prefix: string): () => Promise<string> {
  const made: string[] = [];
  afterAll(async () => {
    for (const dir of made) await rm(dir, { recursive: true, force: true });
  });
  return async () => {
    const dir = await mkdtemp(path.join(tmpdir(), prefix));
    made.push(dir);
    return dir;
  };
}

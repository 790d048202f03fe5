import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const NAME = `memory-tmpdir-test-${process.pid}`;
const MODULE = path.join(import.meta.dirname, 'memory-tmpdir.mjs');

/** Runs useMemoryTmpdir in a Node process of its own with `env`; resolves with the TMPDIR it had then, and whether it existed. */
async function scratchOf(env: Record<string, string | undefined>) {
  const script = `const { useMemoryTmpdir } = await import(${JSON.stringify(MODULE)}); const { existsSync } = await import('node:fs');
useMemoryTmpdir(${JSON.stringify(NAME)}); console.log(JSON.stringify({ dir: process.env.TMPDIR ?? null, there: existsSync(process.env.TMPDIR ?? '/nowhere') }));`;
  const childEnv = { ...process.env, ...env };
  for (const [key, value] of Object.entries(env)) if (value === undefined) delete childEnv[key];
  const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], { env: childEnv });
  return JSON.parse(stdout) as { dir: string | null; there: boolean };
}

const left: string[] = [];
afterEach(() => {
  for (const dir of left.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe.runIf(process.platform === 'linux' && existsSync('/dev/shm'))("a test run's scratch in memory", () => {
  it('is a folder of its own on tmpfs while the run lasts, gone when it exits', async () => {
    const { dir, there } = await scratchOf({ TMPDIR: undefined });
    expect(dir).toMatch(new RegExp(`^/dev/shm/${NAME}-\\d+-`));
    expect(there).toBe(true);
    expect(existsSync(dir ?? '')).toBe(false);
  });

  it('leaves a TMPDIR the caller chose', async () => {
    expect(await scratchOf({ TMPDIR: '/var/tmp' })).toEqual({ dir: '/var/tmp', there: true });
  });

  it('removes what a killed run left, and only that', async () => {
    // A pid far above Linux's pid_max runs nothing; this process's own pid is alive.
    const dead = `/dev/shm/${NAME}-99999999-abc`;
    const living = `/dev/shm/${NAME}-${process.pid}-abc`;
    for (const dir of [dead, living]) {
      mkdirSync(dir);
      left.push(dir);
    }
    await scratchOf({ TMPDIR: undefined });
    expect(existsSync(dead)).toBe(false);
    expect(existsSync(living)).toBe(true);
  });
});

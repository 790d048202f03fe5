// A test run's scratch files in memory. Every server a test starts copies a migrated embedded
// database (some 1,200 files) into a folder of its own and writes it page by page; on a disk that is
// a fifth of a run's time spent in the kernel (vmstat: 22 % system time, 12 % on tmpfs, and the node
// suites 13 % faster: docs/benchmarks/ci.md). Nothing a test asserts depends on the disk below
// os.tmpdir(): the tests of a full or read-only disk mount a file system of their own.
import { existsSync, mkdtempSync, readdirSync, rmSync, statfsSync } from 'node:fs';
import path from 'node:path';

/** Linux's shared-memory file system, on every machine these tests run on (a container may size it small). */
const SHM = '/dev/shm';
/** What a run may write at its peak (two workers' databases, a blog of long posts), with room to spare. */
const NEEDED_BYTES = 2 * 1024 ** 3;

/** Whether process `pid` still runs. */
function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/**
 * Points TMPDIR, for this process and every process it starts, at a folder of its own in memory,
 * removed when this process exits (and, if it was killed, by the next run: memory is not freed by a
 * reboot that never comes). Leaves a TMPDIR the caller set, and machines without a roomy tmpfs, as
 * they are.
 */
export function useMemoryTmpdir(name) {
  if (process.env.TMPDIR || process.platform !== 'linux' || !existsSync(SHM)) return;
  const prefix = `${name}-`;
  for (const entry of readdirSync(SHM)) {
    const pid = Number(entry.slice(prefix.length).split('-')[0]);
    if (entry.startsWith(prefix) && Number.isInteger(pid) && pid > 0 && !alive(pid))
      rmSync(path.join(SHM, entry), { recursive: true, force: true });
  }
  const { bavail, bsize } = statfsSync(SHM);
  if (bavail * bsize < NEEDED_BYTES) return;
  const dir = mkdtempSync(path.join(SHM, `${prefix}${process.pid}-`));
  process.env.TMPDIR = dir;
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
}

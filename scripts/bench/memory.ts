/**
 * npm run bench:memory: the memory of one server process, as the kernel counts it (VmRSS and its
 * peak VmHWM from /proc, Linux only):
 *
 *   1. the very first start on an empty DATA_DIR (with the embedded database, PGlite creates it), then idle;
 *   2. a restart on that DATA_DIR, then idle;
 *   3. 20 clients uploading a 5 MB quote attachment at once.
 *
 * On the embedded database by default; with DATABASE_URL, on PostgreSQL with the files in an S3
 * bucket (a local s3rver), as an instance behind a load balancer runs. Writes a table to stdout;
 * docs/benchmarks/memory.md keeps the figures measured.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { validQuote } from '../../src/server/test/harness';
import { serverData, startServerProcess, type ServerProcess } from '../../src/server/test/process';
import { startS3 } from '../../src/server/test/s3';

async function memory(server: ServerProcess): Promise<{ rss: number; peak: number }> {
  const status = await readFile(`/proc/${server.child.pid}/status`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

const idle = () => new Promise((resolve) => setTimeout(resolve, 5000));
const mb = (value: number) => `${value.toFixed(0)} MB`;

async function main() {
  // Measured as `npm start` runs it: the compiled server.
  if (spawnSync('npm', ['run', 'build:server'], { stdio: 'inherit' }).status !== 0)
    throw new Error('npm run build:server failed');
  const data = await serverData('bench-memory');
  const s3 = process.env.DATABASE_URL ? await startS3() : undefined;
  const env = { ...data.env, ...s3?.env };
  const rows: string[] = [];
  try {
    const first = await startServerProcess(env, { built: true });
    await idle();
    const fresh = await memory(first);
    rows.push(`| first start (creates the database), then idle | ${mb(fresh.rss)} | ${mb(fresh.peak)} |`);
    await first.stop();

    const second = await startServerProcess(env, { built: true });
    await idle();
    const again = await memory(second);
    rows.push(`| restart on the same DATA_DIR, then idle | ${mb(again.rss)} | ${mb(again.peak)} |`);

    const content = randomBytes(5 * 1024 * 1024);
    const statuses = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const body = new FormData();
        for (const [key, value] of Object.entries(validQuote)) body.append(key, value);
        body.append('file', new Blob([content]), `plan-${i}.bin`);
        return (await fetch(`${second.base}/api/request-quote`, { method: 'POST', body })).status;
      }),
    );
    if (statuses.some((status) => status !== 201)) throw new Error(`uploads answered ${statuses.join(', ')}`);
    const loaded = await memory(second);
    rows.push(`| 20 clients uploading 5 MB at once (after the restart) | ${mb(loaded.rss)} | ${mb(loaded.peak)} |`);
    await second.stop();
  } finally {
    await data.remove();
    await s3?.stop();
  }
  const setup = s3 ? 'PostgreSQL, files in S3 (s3rver)' : 'embedded database (PGlite), files on disk';
  process.stdout.write(
    [`Node ${process.version}, ${setup}`, '', '| | RSS | peak RSS |', '|---|---:|---:|', ...rows].join('\n') + '\n',
  );
}

await main();

/**
 * npx tsx scripts/bench/metrics-overhead.ts: the request counting's own cost, without the network.
 * Two apps on embedded databases, one with metrics and one without, answer GET /api/health (the
 * lightest route, so the worst case for the ratio) through app.request, in alternating blocks of
 * 2,000 requests, so a busy neighbour on a shared machine slows both alike; prints the median of
 * the per-pair ratios.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createApp } from '../../src/server/app';

const BLOCK = 2000;
const PAIRS = Number(process.env.PAIRS ?? 15);
const dirs: string[] = [];
const app = async (metrics: boolean) => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-metrics-'));
  dirs.push(dataDir);
  return createApp({ dataDir, distDir: null, logLevel: 'silent', metrics });
};
const [on, off] = [await app(true), await app(false)];
try {
  const block = async (server: typeof on) => {
    const started = performance.now();
    for (let i = 0; i < BLOCK; i++) await (await server.app.request('/api/health')).arrayBuffer();
    return (performance.now() - started) / BLOCK;
  };
  await block(on);
  await block(off);
  const ratios: number[] = [];
  const times = { on: [] as number[], off: [] as number[] };
  for (let pair = 0; pair < PAIRS; pair++) {
    const first = pair % 2 === 0;
    const a = await block(first ? on : off);
    const b = await block(first ? off : on);
    const [withMs, withoutMs] = first ? [a, b] : [b, a];
    times.on.push(withMs);
    times.off.push(withoutMs);
    ratios.push(withMs / withoutMs);
  }
  const median = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)] ?? 0;
  process.stdout.write(
    `${PAIRS} pairs of ${BLOCK} requests: with metrics ${(median(times.on) * 1000).toFixed(1)} µs, without ${(median(times.off) * 1000).toFixed(1)} µs ` +
      `per request (medians); with / without ${median(ratios).toFixed(3)} (median of pairs, range ${Math.min(...ratios).toFixed(3)}–${Math.max(...ratios).toFixed(3)})\n`,
  );
} finally {
  await on.close();
  await off.close();
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
}

import { spawn } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import lockfile from 'proper-lockfile';
// @ts-expect-error: a plain ES module script without types
import { buildIsStale } from '../../../scripts/build/freshness.mjs';

const root = path.resolve(import.meta.dirname, '../../..');

/** The built site's folder (dist/; dist-ssr/ beside it holds its renderer). */
export const builtDist = path.join(root, 'dist');

/**
 * Builds the site when what it is built from changed since the last build (`npm run build`), once
 * however many test files ask at the same time: they queue on a lock, and the first builds.
 */
export async function ensureBuilt(): Promise<void> {
  await mkdir(path.join(root, 'tmp'), { recursive: true });
  const release = await lockfile.lock(path.join(root, 'tmp'), {
    lockfilePath: path.join(root, 'tmp', 'build.lock'),
    retries: { retries: 600, minTimeout: 1000, maxTimeout: 1000 },
  });
  try {
    if (!buildIsStale()) return;
    const code = await new Promise<number | null>((resolve, reject) => {
      spawn('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' }).on('error', reject).on('exit', resolve);
    });
    if (code !== 0) throw new Error(`npm run build failed (exit ${code})`);
  } finally {
    await release();
  }
}

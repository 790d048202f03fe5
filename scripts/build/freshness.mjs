// Whether the build (dist/, dist-ssr/, dist-server/) is older than what it is built from, so
// `npm start` and the browser tests build only when needed.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const SOURCES = [
  'src',
  'content',
  'public',
  'site.config.ts',
  'rsbuild.config.ts',
  'postcss.config.cjs',
  'package-lock.json',
  'scripts/build',
];
// What the build writes itself is no source of it: the API's types (scripts/build/openapi.ts), written
// after the stamp below, would otherwise make every build look stale at once.
const IGNORED = new Set([path.join(root, 'src/test-utils'), path.join(root, 'src/api/openapi.d.ts')]);

function newest(entry) {
  if (IGNORED.has(entry) || !existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return /\.(test|stories)\.tsx?$/.test(entry) ? 0 : stat.mtimeMs;
  return Math.max(0, ...readdirSync(entry).map((name) => newest(path.join(entry, name))));
}

/** The file the build writes last (the compiled server); missing means never built. */
export function buildIsStale() {
  const stamp = path.join(root, 'dist-server/main.mjs');
  if (!existsSync(stamp) || !existsSync(path.join(root, 'dist/404.html'))) return true;
  const built = statSync(stamp).mtimeMs;
  return SOURCES.some((source) => newest(path.join(root, source)) > built);
}

/**
 * Runs `npm run build` when the build is stale, once however many processes ask at the same time
 * (npm start, the browser tests, test files, benchmarks): they queue on a lock in tmp/, and each
 * looks again once it holds it, so only the first builds. Resolves with the build's exit code (0
 * when there was nothing to do).
 */
export async function buildIfStale() {
  const { spawn } = await import('node:child_process');
  const { mkdirSync } = await import('node:fs');
  const { default: lockfile } = await import('proper-lockfile');
  mkdirSync(path.join(root, 'tmp'), { recursive: true });
  const release = await lockfile.lock(path.join(root, 'tmp'), {
    lockfilePath: path.join(root, 'tmp', 'build.lock'),
    retries: { retries: 900, minTimeout: 1000, maxTimeout: 1000 },
  });
  try {
    if (!buildIsStale()) return 0;
    console.log('Building the site (sources changed since the last build)...');
    return await new Promise((resolve, reject) => {
      spawn('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
        .on('error', reject)
        .on('exit', (code) => resolve(code ?? 1));
    });
  } finally {
    await release();
  }
}

// Whether the build (dist/, dist-ssr/, dist-server/) is older than what it is built from, so
// `npm start` and the browser tests build only when needed.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const SOURCES = ['src', 'content', 'public', 'site.config.ts', 'rsbuild.config.ts', 'postcss.config.cjs', 'package-lock.json', 'scripts/build'];
const IGNORED = new Set([path.join(root, 'src/test-utils')]);

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

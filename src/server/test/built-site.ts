import path from 'node:path';
import { buildIfStale } from '../../../scripts/build/freshness.mjs';

/** The built site's folder (dist/; dist-ssr/ beside it holds its renderer). */
export const builtDist = path.resolve(import.meta.dirname, '../../../dist');

/** Builds the site when what it is built from changed since the last build, once for every process that asks at once. */
export async function ensureBuilt(): Promise<void> {
  const code = (await buildIfStale()) as number;
  if (code !== 0) throw new Error(`npm run build failed (exit ${code})`);
}

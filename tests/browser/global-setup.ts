import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { bundleServer } from '../../scripts/build/server-bundle.mjs';
import { pgliteTemplate } from '../../src/server/test/database-template';

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * Before the browser suites: the migrated embedded database that every server they start copies
 * (src/server/test/database-template.ts), and the server compiled from this run's sources for the
 * suites that start one of their own with settings of their own (src/server/test/process.ts),
 * named to their workers through the environment (src/server/test/provided.ts).
 */
export default async function globalSetup() {
  await mkdir(path.join(ROOT, 'tmp'), { recursive: true });
  const compiled = await mkdtemp(path.join(ROOT, 'tmp', 'browser-server-'));
  const [template] = await Promise.all([pgliteTemplate(), bundleServer(compiled, ['src/server/main.ts', 'scripts/admin.ts'])]);
  process.env.TEST_PGLITE_TEMPLATE = template;
  process.env.TEST_COMPILED_SERVER = compiled;
  return () => rm(compiled, { recursive: true, force: true });
}

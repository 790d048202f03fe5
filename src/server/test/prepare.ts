import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import type { ProvidedContext } from 'vitest';
import { bundleServer } from '../../../scripts/build/server-bundle.mjs';
import { pgliteTemplate, postgresTemplate } from './database-template';

const ROOT = path.resolve(import.meta.dirname, '../../..');

/**
 * What a test run prepares once before its first server starts, for vitest's global setup
 * (./global-setup.ts) and Playwright's (tests/browser/global-setup.ts) alike: the migrated databases
 * every server under test copies (./database-template.ts), the embedded one always (some tests run on
 * it whatever the run's database) and, with `databaseUrl`, PostgreSQL's; and the server and `npm run
 * admin` compiled from this run's sources, as the build compiles them, into tmp/`name`-*, for the
 * tests that run them as processes (./process.ts): half a second to start rather than three through
 * a TypeScript loader. `remove` deletes the compiled copy when the run ends.
 */
export async function prepareTestRun(
  name: string,
  databaseUrl?: string,
): Promise<ProvidedContext & { remove: () => Promise<void> }> {
  await mkdir(path.join(ROOT, 'tmp'), { recursive: true });
  const compiledServer = await mkdtemp(path.join(ROOT, 'tmp', `${name}-`));
  const [template, postgres] = await Promise.all([
    pgliteTemplate(),
    databaseUrl ? postgresTemplate(databaseUrl) : null,
    bundleServer(compiledServer, ['src/server/main.ts', 'scripts/admin.ts']),
  ]);
  return {
    pgliteTemplate: template,
    postgresTemplate: postgres,
    compiledServer,
    remove: () => rm(compiledServer, { recursive: true, force: true }),
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** A folder whose pglite/ is a migrated embedded database, to copy. */
    pgliteTemplate: string;
    /** The name of a migrated database on DATABASE_URL's server, to create others from; null without one. */
    postgresTemplate: string | null;
    /** A folder with main.mjs (the server) and admin.mjs (npm run admin), compiled from this run's sources. */
    compiledServer: string;
  }
}

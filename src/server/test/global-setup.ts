import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { bundleServer } from '../../../scripts/build/server-bundle.mjs';
import { pgliteTemplate, postgresTemplate } from './database-template';

const ROOT = path.resolve(import.meta.dirname, '../../..');

/**
 * Before the node project's first test file: the migrated databases every server under test starts
 * from (./database-template.ts), the embedded one always (some tests run on it whatever the run's
 * database) and, with DATABASE_URL, PostgreSQL's; and the server and `npm run admin` compiled from
 * this run's sources, as the build compiles them, for the tests that run them as processes
 * (./process.ts): half a second to start rather than three through a TypeScript loader.
 */
export default async function setup(project: TestProject) {
  await mkdir(path.join(ROOT, 'tmp'), { recursive: true });
  const compiled = await mkdtemp(path.join(ROOT, 'tmp', 'test-server-'));
  const [template] = await Promise.all([pgliteTemplate(), bundleServer(compiled, ['src/server/main.ts', 'scripts/admin.ts'])]);
  project.provide('pgliteTemplate', template);
  project.provide('compiledServer', compiled);
  const server = process.env.DATABASE_URL || undefined;
  project.provide('postgresTemplate', server ? await postgresTemplate(server) : null);
  return () => rm(compiled, { recursive: true, force: true });
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

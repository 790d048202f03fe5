import type { TestProject } from 'vitest/node';
import { prepareTestRun } from './prepare';

/** Before the node projects' first test file: what ./prepare.ts makes, handed to the workers through `inject`. */
export default async function setup(project: TestProject) {
  const prepared = await prepareTestRun('test-server', process.env.DATABASE_URL || undefined);
  project.provide('pgliteTemplate', prepared.pgliteTemplate);
  project.provide('postgresTemplate', prepared.postgresTemplate);
  project.provide('compiledServer', prepared.compiledServer);
  return prepared.remove;
}

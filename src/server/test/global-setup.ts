import type { TestProject } from 'vitest/node';
import { prepareTestRun } from './prepare';

type Prepared = Awaited<ReturnType<typeof prepareTestRun>>;

/**
 * What the run prepared, shared by its projects. Vitest calls a global setup once per project (the
 * node, isolated and alone projects each name this one), each in a module of its own: kept on
 * globalThis, the three share one compiled server and one migrated database, made once (three
 * each cost the start of every run some 10 CPU-seconds, all before the first test).
 */
const RUN = Symbol.for('it-services.test-run');
type Shared = { prepared: Promise<Prepared>; users: number };
const shared = globalThis as typeof globalThis & { [RUN]?: Shared };

/** Before the node projects' first test file: what ./prepare.ts makes, handed to the workers through `inject`. */
export default async function setup(project: TestProject) {
  const run = (shared[RUN] ??= { prepared: prepareTestRun('test-server', process.env.DATABASE_URL || undefined), users: 0 });
  run.users += 1;
  const prepared = await run.prepared;
  project.provide('pgliteTemplate', prepared.pgliteTemplate);
  project.provide('postgresTemplate', prepared.postgresTemplate);
  project.provide('compiledServer', prepared.compiledServer);
  // The last project to finish removes what they shared.
  return async () => {
    run.users -= 1;
    if (run.users > 0) return;
    delete shared[RUN];
    await prepared.remove();
  };
}

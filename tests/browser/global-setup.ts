import { prepareTestRun } from '../../src/server/test/prepare';

/**
 * Before the browser suites: what src/server/test/prepare.ts makes (the migrated embedded database
 * every server they start copies, the server compiled from this run's sources), named to their
 * workers through the environment (src/server/test/provided.ts).
 */
export default async function globalSetup() {
  const prepared = await prepareTestRun('browser-server');
  process.env.TEST_PGLITE_TEMPLATE = prepared.pgliteTemplate;
  process.env.TEST_COMPILED_SERVER = prepared.compiledServer;
  return prepared.remove;
}

// Loaded into a server process under test (NODE_OPTIONS=--import=<this file>), never by the app:
// on SIGUSR2 the process collects its garbage and logs what it still holds, as a log line the
// test reads from its stdout. What is left after a full collection is what the process keeps, which
// is what a bound on memory is about; the resident figure beside it moves with the allocator.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

setFlagsFromString('--expose-gc');
/** @type {() => void} */
const collect = runInNewContext('gc');

process.on('SIGUSR2', async () => {
  // Several rounds, with turns of the event loop between them: a Buffer's memory is given back
  // when its owner is collected, and weak callbacks run after a collection, not during it.
  for (let round = 0; round < 4; round++) {
    collect();
    await new Promise((resolve) => setImmediate(resolve));
  }
  const { heapUsed, external, arrayBuffers, rss } = process.memoryUsage();
  process.stdout.write(
    `${JSON.stringify({ level: 'info', msg: 'memory probe', heapUsed, external, arrayBuffers, rss, at: Date.now() })}\n`,
  );
});

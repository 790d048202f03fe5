// Loaded into a server process under test (NODE_OPTIONS=--import=<this file>), never by the app:
// on SIGUSR2 the process collects its garbage and logs what it still holds, as a log line the
// test reads from its stdout. What is left after a full collection is what the process keeps, which
// is what a bound on memory is about; the resident figure beside it moves with the allocator.
import { collectGarbage } from './collect-garbage.mjs';

process.on('SIGUSR2', async () => {
  await collectGarbage();
  const { heapUsed, external, arrayBuffers, rss } = process.memoryUsage();
  process.stdout.write(
    `${JSON.stringify({ level: 'info', msg: 'memory probe', heapUsed, external, arrayBuffers, rss, at: Date.now() })}\n`,
  );
});

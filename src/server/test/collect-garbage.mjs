// A full garbage collection, as the memory tests need one: in a test's own process
// (test/released.ts) and in a server process under test (test/memory-probe.mjs).
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

setFlagsFromString('--expose-gc');
/** @type {() => void} */
const collect = runInNewContext('gc');

/**
 * Collects until what is unreachable is gone: several rounds, with turns of the event loop between
 * them, since a Buffer's memory is given back when its owner is collected, weak callbacks run after
 * a collection, not during it, and a WeakRef's target is kept to the end of the job that last read it.
 * @returns {Promise<void>}
 */
export async function collectGarbage() {
  for (let round = 0; round < 4; round++) {
    collect();
    await new Promise((resolve) => setImmediate(resolve));
  }
}

import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;

/**
 * Whether what `ref` points at is gone after full collections: nothing holds it any more. Several
 * rounds with turns of the event loop between them, as a WeakRef's target is kept to the end of the
 * job that last read it.
 */
export async function released(ref: WeakRef<object>): Promise<boolean> {
  for (let round = 0; round < 4; round++) {
    collect();
    await new Promise((resolve) => setImmediate(resolve));
  }
  return ref.deref() === undefined;
}

import { collectGarbage } from './collect-garbage.mjs';

/** Whether what `ref` points at is gone after a full collection: nothing holds it any more. */
export async function released(ref: WeakRef<object>): Promise<boolean> {
  await collectGarbage();
  return ref.deref() === undefined;
}

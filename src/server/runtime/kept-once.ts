/**
 * `make(key)` worked out once per key and kept for the life of the process, every caller meanwhile
 * sharing the one promise; a failure, or an answer `keep` refuses, is forgotten, so the next caller
 * tries again. For what is bounded by the build (its pages, each form's confirmation), not by the
 * content: that is kept-until-change's (db/kept-until-change.ts).
 *
 * Once known, the answer is kept, not its promise: a promise holds the async context it was made in
 * (hono/context-storage's store: the request's Context, with its request, its response and the body
 * sent) as long as it lives, so a kept promise keeps the request that first asked.
 */
export function keptOnce<V>(make: (key: string) => Promise<V>, keep: (value: V) => boolean = () => true) {
  const kept = new Map<string, { value: V } | { pending: Promise<V> }>();
  return (key: string): Promise<V> => {
    const hit = kept.get(key);
    if (hit) return 'value' in hit ? Promise.resolve(hit.value) : hit.pending;
    const pending = make(key);
    const entry = { pending };
    kept.set(key, entry);
    const forget = () => {
      if (kept.get(key) === entry) kept.delete(key);
    };
    pending.then((value) => {
      if (!keep(value)) forget();
      else if (kept.get(key) === entry) kept.set(key, { value });
    }, forget);
    return pending;
  };
}

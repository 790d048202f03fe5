import { SLICE, searchNonces } from './proof-of-work';

/**
 * The proof-of-work search off the page's main thread (proof-of-work-solver.ts starts it): one
 * message `{ id, bits }` in; `{ tried }` after each slice and `{ nonce }` once found. It never yields:
 * the page ends it with terminate() when the search is no longer wanted.
 */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<{ id: string; bits: number }>) => void) | null;
  postMessage(message: unknown): void;
};

scope.onmessage = ({ data: { id, bits } }) => {
  for (let start = 0; start < Number.MAX_SAFE_INTEGER; start += SLICE) {
    const nonce = searchNonces(id, bits, start, SLICE);
    if (nonce !== null) return scope.postMessage({ nonce });
    scope.postMessage({ tried: start + SLICE });
  }
};

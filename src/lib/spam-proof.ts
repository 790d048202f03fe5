import { solveChallenge, solveChallengeWorkers, type Challenge, type Solution } from 'altcha-lib';
import { deriveSpamProofKey } from './spam-proof-key';

/**
 * Solves an ALTCHA challenge (GET /api/challenge, or a sign-in's 429) and gives the payload the
 * server reads in the field `altcha`: base64 of `{ challenge, solution }`, as ALTCHA's widget sends
 * it; null when it could not be solved, or `signal` stopped the work. stores/spamProof.ts and
 * stores/auth.ts decide when.
 */
export async function solveSpamChallenge(
  challenge: Challenge,
  { signal }: { signal?: AbortSignal } = {},
): Promise<string | null> {
  if (signal?.aborted) return null;
  const controller = new AbortController();
  const stop = () => controller.abort();
  signal?.addEventListener('abort', stop, { once: true });
  try {
    const solution = await solveOffThread(challenge, controller);
    return solution && !signal?.aborted ? btoa(JSON.stringify({ challenge, solution })) : null;
  } finally {
    signal?.removeEventListener('abort', stop);
  }
}

/**
 * In a Worker (altcha-lib's protocol, spam-proof.worker.ts), so the page's main thread stays free
 * for the visitor's typing; where none can be started, on this thread, which altcha-lib's solver
 * yields every 200 ms.
 */
async function solveOffThread(challenge: Challenge, controller: AbortController): Promise<Solution | null> {
  if (typeof Worker !== 'undefined') {
    try {
      return await solveChallengeWorkers({
        challenge,
        concurrency: 1,
        controller,
        // Written inline so the bundler emits the Worker as a file of this origin (the CSP allows
        // workers from 'self' only).
        createWorker: () => new Worker(new URL('./spam-proof.worker.ts', import.meta.url)),
      });
    } catch {
      // The script did not load or failed: the work is still owed, on this thread.
    }
  }
  if (controller.signal.aborted) return null;
  return solveChallenge({ challenge, controller, deriveKey: deriveSpamProofKey });
}

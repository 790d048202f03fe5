import { solveChallenge, solveChallengeWorkers, type Challenge, type Solution } from 'altcha-lib';
import { deriveSpamProofKey } from './spam-proof-key';

/**
 * Solves an ALTCHA challenge (GET /api/challenge) and gives the payload the server reads in the
 * field `altcha`: base64 of `{ challenge, solution }`, as ALTCHA's widget sends it; null when it
 * could not be solved. stores/spamProof.ts decides when.
 */
export async function solveSpamChallenge(challenge: Challenge): Promise<string | null> {
  const solution = await solveOffThread(challenge);
  return solution ? btoa(JSON.stringify({ challenge, solution })) : null;
}

/**
 * In a Worker (altcha-lib's protocol, spam-proof.worker.ts), so the page's main thread stays free
 * for the visitor's typing; where none can be started, on this thread, which altcha-lib's solver
 * yields every 200 ms.
 */
async function solveOffThread(challenge: Challenge): Promise<Solution | null> {
  if (typeof Worker !== 'undefined') {
    try {
      return await solveChallengeWorkers({
        challenge,
        concurrency: 1,
        // Written inline so the bundler emits the Worker as a file of this origin (the CSP allows
        // workers from 'self' only).
        createWorker: () => new Worker(new URL('./spam-proof.worker.ts', import.meta.url)),
      });
    } catch {
      // The script did not load or failed: the work is still owed, on this thread.
    }
  }
  return solveChallenge({ challenge, deriveKey: deriveSpamProofKey });
}

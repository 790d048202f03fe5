import { solveChallenge, type Proof, type ProofChallenge } from './proof-of-work';

type Answer = { nonce: string } | { tried: number };

/**
 * Solves a sign-in's proof-of-work challenge in a Worker, so the page's main thread stays free (a
 * slice of 16,384 hashes took about 200 ms on it, more on a phone: the page stuttered for the
 * seconds the work lasts). `signal` stops it at once: the Worker is terminated and the promise
 * rejects with the signal's reason. Where no Worker can be started (none in this environment, or
 * the browser refused the script), the search runs on this thread in slices, cancellable the same way.
 */
export function solveProof(
  challenge: Pick<ProofChallenge, 'id' | 'bits'>,
  options: { signal?: AbortSignal; onProgress?: (tried: number) => void } = {},
): Promise<Proof> {
  const { signal, onProgress } = options;
  if (signal?.aborted) return Promise.reject(signal.reason as Error);
  if (typeof Worker === 'undefined') return solveChallenge(challenge, options);
  return new Promise<Proof>((resolve, reject) => {
    let worker: Worker;
    try {
      // Written inline so the bundler finds it and emits the Worker as a file of this origin
      // (the CSP allows workers from 'self' only).
      worker = new Worker(new URL('./proof-of-work.worker.ts', import.meta.url));
    } catch {
      resolve(solveChallenge(challenge, options));
      return;
    }
    const stop = () => {
      worker.terminate();
      signal?.removeEventListener('abort', abort);
    };
    const abort = () => {
      stop();
      reject(signal?.reason as Error);
    };
    signal?.addEventListener('abort', abort, { once: true });
    worker.onmessage = ({ data }: MessageEvent<Answer>) => {
      if ('tried' in data) return onProgress?.(data.tried);
      stop();
      resolve({ challenge: challenge.id, nonce: data.nonce });
    };
    worker.onerror = (event) => {
      // The script did not load or failed: the work is still owed, on this thread.
      event.preventDefault();
      stop();
      resolve(solveChallenge(challenge, options));
    };
    worker.postMessage({ id: challenge.id, bits: challenge.bits });
  });
}

import { describe, expect, it } from 'vitest';
import { provesWork } from './proof-of-work';
import { solveProof } from './proof-of-work-solver';

/*
 * The solver where no Worker exists (Node here; a browser that refused the Worker's script): it
 * still finds a proof, and an AbortSignal stops it within a slice. The Worker itself is exercised in
 * Chromium (tests/browser/login-proof.browser.test.ts).
 */

describe('solveProof', () => {
  it('finds a nonce whose hash has the leading zero bits asked for', async () => {
    const proof = await solveProof({ id: 'challenge-a', bits: 12 });
    expect(proof.challenge).toBe('challenge-a');
    expect(provesWork('challenge-a', proof.nonce, 12)).toBe(true);
  });

  it('rejects at once with the reason of a signal already aborted', async () => {
    const controller = new AbortController();
    controller.abort(new Error('the visitor left'));
    await expect(solveProof({ id: 'challenge-b', bits: 12 }, { signal: controller.signal })).rejects.toThrow('the visitor left');
  });

  it('stops within a slice when the signal aborts mid-search, where it used to run to the end', async () => {
    const controller = new AbortController();
    const tried: number[] = [];
    const solving = solveProof(
      { id: 'challenge-c', bits: 40 },
      {
        signal: controller.signal,
        onProgress: (n) => {
          tried.push(n);
          if (tried.length === 2) controller.abort(new DOMException('Cancelled', 'AbortError'));
        },
      },
    );
    await expect(solving).rejects.toThrow('Cancelled');
    expect(tried).toHaveLength(2);
  });
});

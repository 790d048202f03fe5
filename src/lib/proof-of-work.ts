import { sha256 } from '@noble/hashes/sha2.js';

/**
 * Hashcash-style proof of work for sign-ins, shared by the server (which checks a proof with one
 * hash) and the login form (which finds one): a nonce such that SHA-256 of `{challenge}:{nonce}`
 * begins with `bits` zero bits, about 2^bits hashes of work.
 *
 * SHA-256 in JavaScript (@noble/hashes) rather than WebCrypto: crypto.subtle exists only in a
 * secure context (a site served over plain HTTP has none), and it costs a promise per hash, which
 * made it about four times slower than this in Node on the same machine (22,000 against 84,000
 * hashes a second, loaded), so the owner waits longer for the same cost to the attacker.
 */

/** What the server hands out in a 429's `challenge` (README, Security). */
export interface ProofChallenge {
  /** Opaque, single use, for one e-mail address. */
  id: string;
  /** Leading zero bits the hash must have. */
  bits: number;
  algorithm: 'SHA-256';
}

/** What the client sends back in the login body's `proof`. */
export interface Proof {
  challenge: string;
  nonce: string;
}

const encoder = new TextEncoder();

/** How many of the hash's first bits are zero. */
function leadingZeroBits(hash: Uint8Array): number {
  let bits = 0;
  for (const byte of hash) {
    if (byte !== 0) return bits + Math.clz32(byte) - 24;
    bits += 8;
  }
  return bits;
}

/** Whether `nonce` solves the challenge `challengeId` at `bits`. */
export function provesWork(challengeId: string, nonce: string, bits: number): boolean {
  return leadingZeroBits(sha256(encoder.encode(`${challengeId}:${nonce}`))) >= bits;
}

/** Hashes tried per slice: about 20 ms of a browser's time (the Worker reports progress per slice). */
export const SLICE = 16_384;

/** The first nonce in [from, from + count) that solves the challenge, or null. */
export function searchNonces(challengeId: string, bits: number, from: number, count: number): string | null {
  for (let nonce = from; nonce < from + count; nonce += 1) {
    if (provesWork(challengeId, String(nonce), bits)) return String(nonce);
  }
  return null;
}

/** Lets the event loop run between slices of work. */
const yieldToLoop = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Finds a nonce on the calling thread, in slices that yield between them: what Node (the server's
 * tests) and a browser that cannot start the Worker use. A page solves challenges in a Worker
 * (proof-of-work-solver.ts), which keeps its main thread free. `onProgress` gets the hashes tried.
 */
export async function solveChallenge(
  challenge: Pick<ProofChallenge, 'id' | 'bits'>,
  options: { signal?: AbortSignal; onProgress?: (tried: number) => void } = {},
): Promise<Proof> {
  for (let start = 0; start < Number.MAX_SAFE_INTEGER; start += SLICE) {
    options.signal?.throwIfAborted();
    const nonce = searchNonces(challenge.id, challenge.bits, start, SLICE);
    if (nonce !== null) return { challenge: challenge.id, nonce };
    options.onProgress?.(start + SLICE);
    await yieldToLoop();
  }
  throw new Error('no nonce found');
}

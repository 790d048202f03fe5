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

/** Lets the page paint and take input between slices of work. */
const yieldToPage = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Finds a nonce, in slices of about 20 ms so the page stays responsive (a spinner turns, a Cancel
 * or navigation is handled). `onProgress` gets the number of hashes tried.
 */
export async function solveChallenge(
  challenge: Pick<ProofChallenge, 'id' | 'bits'>,
  options: { signal?: AbortSignal; onProgress?: (tried: number) => void } = {},
): Promise<Proof> {
  const SLICE = 16_384;
  for (let start = 0; start < Number.MAX_SAFE_INTEGER; start += SLICE) {
    options.signal?.throwIfAborted();
    for (let nonce = start; nonce < start + SLICE; nonce += 1) {
      if (provesWork(challenge.id, String(nonce), challenge.bits)) return { challenge: challenge.id, nonce: String(nonce) };
    }
    options.onProgress?.(start + SLICE);
    await yieldToPage();
  }
  throw new Error('no nonce found');
}

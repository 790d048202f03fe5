import { sha256 } from '@noble/hashes/sha2.js';
import type { DeriveKeyFunction } from 'altcha-lib/types';

/**
 * ALTCHA's SHA-256 key derivation (altcha-lib/algorithms/sha, which runs on node:crypto) for the
 * browser: SHA-256 of the salt and the counter's password, hashed again `cost` times in all, cut to
 * `keyLength`. With @noble/hashes rather than WebCrypto, as the sign-in's proof of work is
 * (proof-of-work.ts): crypto.subtle exists only in a secure context, and costs a promise per hash.
 * The server checks what this derives (submissions/spam-proof.test.ts solves with it).
 */
export const deriveSpamProofKey: DeriveKeyFunction = (parameters, salt, password) => {
  if (parameters.algorithm !== 'SHA-256') return Promise.reject(new Error(`Unsupported algorithm: ${parameters.algorithm}`));
  const first = new Uint8Array(salt.length + password.length);
  first.set(salt);
  first.set(password, salt.length);
  let key = sha256(first);
  for (let round = 1; round < Math.max(1, parameters.cost); round += 1) key = sha256(key);
  return Promise.resolve({ derivedKey: key.slice(0, parameters.keyLength ?? 32) });
};

import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { SpamChallenge } from '../../schemas/spam-proof';

/** The form calls that take a solved challenge (security/proof-of-work.ts). */
export const PROVED_CALLS = ['/api/contact', '/api/request-quote', '/api/jobs/apply'];

/** Solves a challenge of GET /api/challenge as the site's forms do, and gives the `altcha` field's value. */
export async function solveSpamChallenge(challenge: SpamChallenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the challenge was not solved in time');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** A solved challenge of the server at `base` (a process the test started), for a call's `altcha` field. */
export async function proofFrom(base: string): Promise<string> {
  const res = await fetch(`${base}/api/challenge`);
  if (res.status !== 200) throw new Error(`GET /api/challenge answered ${res.status}`);
  return solveSpamChallenge((await res.json()) as SpamChallenge);
}

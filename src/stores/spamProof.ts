import { call } from '../api/client';
import { SPAM_PROOF_FIELD } from '../schemas/spam-proof';

/** A solution this close to its challenge's expiry is not sent: another is solved. */
const EXPIRY_MARGIN_MS = 60_000;

interface Solved {
  payload: string;
  /** Unix ms after which the server refuses it. */
  expiresAt: number;
}

let solving: Promise<Solved | null> | null = null;

/** Forgets the solution being prepared (tests: each starts with none). */
export function resetSpamProof(): void {
  solving = null;
}

/**
 * The proof of work of the visitor's forms (server/security/proof-of-work.ts): a challenge from GET
 * /api/challenge, solved with ALTCHA's library in a Worker (lib/spam-proof.ts, loaded only then).
 * A form that gets focus starts it, so it is solved while the visitor types and the post need not
 * wait. Once per solution: a second call while one is ready or being solved does nothing.
 */
export function startSpamProof(): void {
  solving ??= solve();
}

/**
 * The form's guard fields with this post's proof among them (`altcha`): the solve under way (or a
 * new one), or another if it is about to expire. A solution counts once on the server, so it is
 * handed out once. Without one (no challenge could be had or solved) the post goes all the same
 * and is kept in the inbox's Spam view, never refused.
 */
export async function withSpamProof(guards: Record<string, string> = {}): Promise<Record<string, string>> {
  // Taken at once, so a second form sending meanwhile solves its own rather than sharing this one.
  const mine = solving ?? solve();
  solving = null;
  let solved = await mine;
  if (!solved || solved.expiresAt - Date.now() < EXPIRY_MARGIN_MS) solved = await solve();
  return solved ? { ...guards, [SPAM_PROOF_FIELD]: solved.payload } : guards;
}

async function solve(): Promise<Solved | null> {
  try {
    const [challenge, { solveSpamChallenge }] = await Promise.all([call.get('/api/challenge'), import('../lib/spam-proof')]);
    const payload = await solveSpamChallenge(challenge);
    // Its expiry is signed into its data (the server's clock), or ALTCHA's own field from an older server.
    const expires = challenge.parameters.data?.expires ?? challenge.parameters.expiresAt;
    return payload ? { payload, expiresAt: typeof expires === 'number' ? expires * 1000 : Infinity } : null;
  } catch {
    return null;
  }
}

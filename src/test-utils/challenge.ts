import { createChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';

/**
 * The answer of GET /api/challenge for components' tests that stub fetch: a real ALTCHA challenge,
 * signed with a test secret and cheap to solve (counter 5), so the form's solver runs as on the site.
 */
export async function challengeResponse(): Promise<Response> {
  const challenge = await createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    counter: 5,
    deriveKey,
    hmacSignatureSecret: 'components test secret',
    hmacKeySignatureSecret: 'components test key secret',
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  return new Response(JSON.stringify(challenge), { status: 200, headers: { 'Content-Type': 'application/json' } });
}

/** Whether a stubbed fetch's request is the form's challenge (GET /api/challenge). */
export const isChallenge = (request: Request) => request.method === 'GET' && new URL(request.url).pathname === '/api/challenge';

import { Hono } from 'hono';
import { SpamChallengeSchema } from '../../schemas/spam-proof';
import { describe, TAGS } from '../contract/describe';
import type { AppEnv, Deps } from '../context';

const describeChallenge = describe({
  summary: 'A proof-of-work challenge for a form post',
  description:
    "An ALTCHA challenge (https://altcha.org), signed by the server and stored nowhere. Solve it (ALTCHA's libraries, or the site's own forms in a Worker) and send the payload, base64 of `{ challenge, solution }`, as the field `altcha` of one POST to /api/contact, /api/request-quote or /api/jobs/apply within the hour. A post without a valid, unused solution is stored all the same, in the inbox's Spam view, and not e-mailed.",
  tags: [TAGS.forms],
  answers: { 200: { description: 'A new challenge (Cache-Control: no-store)', schema: SpamChallengeSchema } },
});

/** /api/challenge: the ALTCHA challenge the site's forms solve before they post (security/proof-of-work.ts). */
export function challengeRoutes(deps: Deps) {
  return new Hono<AppEnv>().get('/', describeChallenge, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await deps.proofOfWork.challenge());
  });
}

import { z } from 'zod';

/**
 * The proof of work the site's scripts attach to a submission (ALTCHA's protocol): a challenge from
 * GET /api/challenge, solved in the browser, sent back as the field `altcha` (the payload ALTCHA's
 * widget sends: base64 of `{ challenge, solution }`). A post through the API without a valid,
 * unused one is kept in Spam, never refused (server/security/proof-of-work.ts). A sign-in past an
 * account's ceiling of failures gets its challenge in its 429 and sends the same field (schemas/auth.ts).
 */
export const SPAM_PROOF_FIELD = 'altcha';

/** The longest `altcha` field read: a real payload is about 700 characters. */
export const MAX_SPAM_PROOF_CHARS = 4_096;

const ChallengeParametersSchema = z.object({
  /** The key derivation: SHA-256 repeated `cost` times over salt and nonce-with-counter. */
  algorithm: z.string(),
  nonce: z.string(),
  salt: z.string(),
  cost: z.number().int(),
  keyLength: z.number().int(),
  /** The first bytes of the key the solution's counter derives, hex. */
  keyPrefix: z.string(),
  keySignature: z.string().optional(),
  /** Unix seconds after which the challenge is refused: set by servers before this one, which now sign `data.expires`. */
  expiresAt: z.number().optional(),
  /**
   * Signed with it: `expires`, Unix seconds of the server's clock after which it is refused; and for
   * a sign-in, its use, the account and the work.
   */
  data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
});

/** GET /api/challenge: an ALTCHA challenge, signed by the server (nothing of it is stored). */
export const SpamChallengeSchema = z.object({
  parameters: ChallengeParametersSchema,
  signature: z.string(),
});
export type SpamChallenge = z.infer<typeof SpamChallengeSchema>;

/** What the `altcha` field holds once base64-decoded. */
export const SpamProofPayloadSchema = z.object({
  challenge: SpamChallengeSchema,
  solution: z.object({ counter: z.number(), derivedKey: z.string(), time: z.number().optional() }),
});

/** The extra fields every public form call takes, besides its own (docs and the OpenAPI document). */
export const GuardFieldsSchema = z.object({
  website: z.string().optional().describe('A honeypot: people leave it empty. Filled in, the post is kept as spam.'),
  stamp: z
    .string()
    .optional()
    .describe(
      "The server's signed time of serving the page, with a nonce (the site's pages send it). Under 3 s or over 24 hours old, the post is kept as spam; a page post without script uses it up, and a second one with it is kept as spam too.",
    ),
  [SPAM_PROOF_FIELD]: z
    .string()
    .optional()
    .describe('A solved challenge of GET /api/challenge (ALTCHA payload). Without a valid, unused one the post is kept as spam.'),
});

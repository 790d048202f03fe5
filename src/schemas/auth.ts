import { z } from 'zod';
import { RoleSchema } from './roles';
import { requiredText } from './fields';
import { PasskeySignInSchema, SecondFactorCodeSchema } from './sign-in-factors';
import { MAX_SPAM_PROOF_CHARS, SPAM_PROOF_FIELD, SpamChallengeSchema } from './spam-proof';

/** Shortest password accepted. */
export const MIN_PASSWORD_LENGTH = 8;
/** Longest password accepted: hashing cost grows with input, so it is bounded. */
export const MAX_PASSWORD_LENGTH = 256;

/**
 * Login does not check the address format: a malformed address is simply a wrong one, and it must
 * get the same answer as any other wrong address.
 */
export const LoginSchema = z.object({
  /** Required. */
  email: requiredText('Email', 254).transform((value) => value.toLowerCase()),
  /** Required. */
  password: z
    .string({ error: (issue) => (issue.input === undefined ? 'Password is required' : 'Password must be text') })
    .min(1, 'Password is required')
    .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters`),
  /**
   * Only past an account's ceiling of failures, from an address it has not used: the solved
   * `challenge` of the last 429, as ALTCHA's payload (base64 of `{ challenge, solution }`, the same
   * field and form as the site's forms send). Default: none.
   */
  [SPAM_PROOF_FIELD]: z.string().max(MAX_SPAM_PROOF_CHARS, 'The solved challenge is not one this site reads').optional(),
  /**
   * For an account with an authenticator app: its current code or an unused recovery code. Asked
   * for (401 with `secondFactor: "totp"`) once the password is right. Default: none.
   */
  code: SecondFactorCodeSchema.optional(),
});

/** An account as the API shows it: never the password hash. */
export const UserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  /** Shown as the author of posts. */
  username: z.string(),
  /** What the account may do (src/schemas/roles.ts). */
  role: RoleSchema,
});
export type User = z.output<typeof UserSchema>;

/** POST /api/auth/refresh-token answers a new pair; login adds the account. */
export const TokenPairSchema = z.object({ accessToken: z.string(), refreshToken: z.string() });
export type TokenPair = z.output<typeof TokenPairSchema>;
export const LoginAnswerSchema = TokenPairSchema.extend({ user: UserSchema });
export type LoginAnswer = z.output<typeof LoginAnswerSchema>;

/** POST /api/auth/login's 401 once the password is right, for an account whose sign-ins need a code. */
export const SecondFactorNeededSchema = z.object({
  error: z.string(),
  /** Send the login again with `code`. */
  secondFactor: z.literal('totp'),
});
export type SecondFactorNeeded = z.output<typeof SecondFactorNeededSchema>;

/**
 * POST /api/auth/login's 429 past an account's ceiling: a proof of work a new address can solve, an
 * ALTCHA challenge as GET /api/challenge gives the forms, signed for this sign-in (`parameters.data`:
 * its use, the account and the work, about 2^`bits` SHA-256).
 */
export const TooManySignInsSchema = z.object({
  error: z.string(),
  /** Absent while the address itself must wait (Retry-After). */
  challenge: SpamChallengeSchema.optional(),
});

/** Body of refresh-token and logout. */
export const RefreshTokenSchema = z.object({
  /** Required: the opaque token from login or the last refresh. */
  refreshToken: requiredText('Refresh token', 512),
});

export type LoginInput = z.input<typeof LoginSchema>;

/**
 * POST /api/auth/reauthenticate: the signed-in person proves it is them again, with their password
 * (and the code, for an account with an authenticator app: asked for as a sign-in asks) or a
 * passkey (the answer to a challenge of POST /api/auth/passkey/options). One of the two.
 */
export const ReauthenticateSchema = z
  .object({
    /** With `code` where the account has an app. */
    password: LoginSchema.shape.password.optional(),
    code: SecondFactorCodeSchema.optional(),
    /** As a sign-in's, past the account's ceiling of failures. */
    [SPAM_PROOF_FIELD]: LoginSchema.shape[SPAM_PROOF_FIELD],
    /** Instead of the password. */
    credential: PasskeySignInSchema.shape.credential.optional(),
  })
  .refine((body) => (body.password === undefined) !== (body.credential === undefined), {
    message: 'Send your password, or a passkey: one of the two',
    path: ['password'],
  });
export type ReauthenticateInput = z.input<typeof ReauthenticateSchema>;

/** What a re-authentication answers: until when this session may make the calls that need a recent proof. */
export const ReauthenticatedSchema = z.object({ validUntil: z.string() });
export type Reauthenticated = z.output<typeof ReauthenticatedSchema>;

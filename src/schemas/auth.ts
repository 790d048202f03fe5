import { z } from 'zod';
import { emailField, requiredText } from './fields';

/** Shortest password accepted. */
export const MIN_PASSWORD_LENGTH = 8;
/** Longest password accepted: hashing cost grows with input, so it is bounded. */
export const MAX_PASSWORD_LENGTH = 256;

const password = z
  .string({ error: (issue) => (issue.input === undefined ? 'Password is required' : 'Password must be text') })
  .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`)
  .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters`);

export const RegisterSchema = z.object({
  /** Required: shown as the author of posts. */
  name: requiredText('Name', 100),
  /** Required, a valid address; the login name. */
  email: emailField(),
  /** Required, 8 to 256 characters. */
  password,
});

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
});

/** Body of refresh-token and logout. */
export const RefreshTokenSchema = z.object({
  /** Required: the opaque token from login or the last refresh. */
  refreshToken: requiredText('Refresh token', 512),
});

export type RegisterInput = z.input<typeof RegisterSchema>;
export type Register = z.output<typeof RegisterSchema>;
export type LoginInput = z.input<typeof LoginSchema>;
export type Login = z.output<typeof LoginSchema>;
export type RefreshTokenInput = z.input<typeof RefreshTokenSchema>;

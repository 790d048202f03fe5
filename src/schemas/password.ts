import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { z } from 'zod';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './auth';

/*
 * A new password, by NIST SP 800-63B: at least 8 characters (at most 256, since hashing cost grows
 * with length), any printable character including spaces, no composition rules, and refused when
 * it is a known common or breached password or an obvious pattern. The check runs offline against
 * zxcvbn-ts's list of common passwords, on the server and, with the same code, in the register form.
 * This module carries that list (~100 KB compressed), so only the places that set a password import it.
 */

const estimator = new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });

/** zxcvbn's score 2 and above: not among the guesses an online attacker makes first. */
const MIN_SCORE = 2;

export const WEAK_PASSWORD =
  'This password is too easy to guess: it is a common password or a simple pattern. Try a longer phrase of unrelated words.';

/** Why `password` may not be used, or null. `related` are the account's own name and address. */
export function passwordWeakness(password: string, related: ReadonlyArray<string | undefined> = []): string | null {
  // zxcvbn's cost grows with length; past 100 characters a password is long enough anyway.
  const sample = password.slice(0, 100);
  const inputs = related
    .filter((value): value is string => typeof value === 'string')
    .flatMap((value) => [value, ...value.toLowerCase().split(/[^a-z0-9]+/)])
    .filter((value) => value.length >= 3);
  return estimator.check(sample, inputs).score < MIN_SCORE ? WEAK_PASSWORD : null;
}

/** Length and characters; the strength is checked with the account's details (see RegisterSchema). */
export const newPasswordField = z
  .string({ error: (issue) => (issue.input === undefined ? 'Password is required' : 'Password must be text') })
  .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`)
  .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters`)
  // eslint-disable-next-line no-control-regex
  .refine((value) => !/[\u0000-\u001f\u007f-\u009f]/.test(value), { error: 'Password must not contain control characters' });

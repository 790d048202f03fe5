import { z } from 'zod';

/**
 * Field builders shared by every form schema. They live in the schemas folder (not the server)
 * because the browser forms validate with the very same rules, so they import nothing from Node.
 * Each message names the field in plain words, since the forms show them next to the input.
 */

/** NUL cannot be stored in a PostgreSQL text column and is never typed by a person. */
const NO_NUL = /^[^\u0000]*$/;

/** A text field that must hold something other than spaces. */
export function requiredText(label: string, max: number) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be text`) })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    .regex(NO_NUL, `${label} contains a character that is not allowed`);
}

/** A text field that may be left out or empty; it comes out as '' then. Default: ''. */
export function optionalText(label: string, max: number) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .regex(NO_NUL, `${label} contains a character that is not allowed`)
    .default('');
}

/** An e-mail address, trimmed and lower-cased so the same person is one account. */
export function emailField(label = 'Email') {
  return z
    .string({ error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be text`) })
    .trim()
    .min(1, `${label} is required`)
    .max(254, `${label} must be at most 254 characters`)
    .regex(NO_NUL, `${label} contains a character that is not allowed`)
    .pipe(z.email({ error: 'Enter a valid email address' }))
    .transform((value) => value.toLowerCase());
}

/** One of a fixed list, required: the placeholder entry of a select is not a choice. */
export function requiredChoice(label: string, choices: readonly string[]) {
  return z
    .string({ error: `Choose a ${label.toLowerCase()}` })
    .trim()
    .refine((value) => choices.includes(value), { error: `Choose a ${label.toLowerCase()} from the list` });
}

/** One of a fixed list, or left empty. Default: ''. */
export function optionalChoice(label: string, choices: readonly string[]) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .refine((value) => value === '' || choices.includes(value), {
      error: `Choose a ${label.toLowerCase()} from the list`,
    })
    .default('');
}

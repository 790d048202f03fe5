import { z } from 'zod';

/**
 * Field builders shared by every form schema. They live in the schemas folder (not the server)
 * because the browser forms validate with the very same rules, so they import nothing from Node.
 * Each message names the field in plain words, since the forms show them next to the input.
 */

/**
 * Line breaks and other separators that a single-line field turns into one space: a browser's text
 * input cannot hold them, so they only arrive from a script, e.g. to forge an extra `Bcc:` line in
 * the notification mail or the inbox.
 */
const LINE_SEPARATORS = /[\t\n\v\f\r\u0085\u2028\u2029]+/g;
/**
 * Characters no person types into a single-line field: the other C0 and C1 control characters (NUL
 * cannot even be stored in PostgreSQL), DEL, and the bidirectional overrides that make a name read
 * differently from what it is.
 */
const SINGLE_LINE_FORBIDDEN = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
/** In multi-line text: tabs and line breaks are fine, other control characters are not. */
const MULTILINE_FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

const notAllowed = (label: string) => `${label} contains a character that is not allowed`;
const textError = (label: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? `${label} is required` : `${label} must be text`;

/** One line of text: line breaks become spaces, control characters are refused, ends trimmed. */
export function singleLine(label: string, max: number) {
  return z
    .string({ error: textError(label) })
    .overwrite((value) => value.replace(LINE_SEPARATORS, ' '))
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine((value) => !SINGLE_LINE_FORBIDDEN.test(value), { error: notAllowed(label) });
}

/** Paragraphs: line endings become \n, control characters other than tab and newline are refused. */
function multiline(label: string, max: number) {
  return z
    .string({ error: textError(label) })
    .overwrite((value) => value.replace(/\r\n?/g, '\n'))
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine((value) => !MULTILINE_FORBIDDEN.test(value), { error: notAllowed(label) });
}

/** A single-line field (a name, a subject, a phone number) that must hold something other than spaces. */
export function requiredText(label: string, max: number) {
  return singleLine(label, max).refine((value) => value.length > 0, { error: `${label} is required`, abort: true });
}

/** A single-line field that may be left out or empty; it comes out as '' then. Default: ''. */
export function optionalText(label: string, max: number) {
  return singleLine(label, max).default('');
}

/** Multi-line text (a message, a description, a post) that must hold something. */
export function requiredMultiline(label: string, max: number) {
  return multiline(label, max).refine((value) => value.length > 0, { error: `${label} is required`, abort: true });
}

/** Multi-line text that may be left out or empty. Default: ''. */
export function optionalMultiline(label: string, max: number) {
  return multiline(label, max).default('');
}

/** An e-mail address, trimmed and lower-cased so the same person is one account. */
export function emailField(label = 'Email') {
  return z
    .string({ error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be text`) })
    .trim()
    .min(1, `${label} is required`)
    .max(254, `${label} must be at most 254 characters`)
    .refine((value) => !SINGLE_LINE_FORBIDDEN.test(value), { error: notAllowed(label) })
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

import type { Refusal } from './backend';

export type { Refusal };

/** A refusal as the editor says it: in words, the build's or the network's own under Details, and whether it is a conflict. */
export interface RefusalSentence {
  message: string;
  details?: string;
  conflict: boolean;
}

const fieldsNeed = (n: number) => (n === 1 ? '1 field needs' : `${n} fields need`);

/**
 * The one sentence of every refused change of the page editor and the site's settings, in both
 * homes: `what` did not happen ("Not saved", "Not published", "Not made"), why in words, and what
 * to do next. Paths and the build's message go to `details`, which the screens show under a
 * disclosure; `marked` says where the fields that need attention are shown; `retried`, that a
 * change with no answer is sent again by itself (the page editor's save queue).
 */
export function sentenceOf(
  result: Refusal,
  what: string,
  { marked, retried = false }: { marked?: string; retried?: boolean } = {},
): RefusalSentence {
  switch (result.kind) {
    case 'invalid':
      return {
        message: `${what}: ${fieldsNeed(Math.max(1, result.issues.length))} attention.${marked ? ` ${marked}` : ''}`,
        details: result.message,
        conflict: false,
      };
    case 'conflict':
      return { message: result.message, conflict: true };
    case 'unanswered':
      return {
        message: `${what}: the server did not answer. ${
          retried
            ? 'It is tried again by itself, and what you typed is kept in this browser meanwhile.'
            : 'Check the connection and try again in a moment.'
        }`,
        details: result.message,
        conflict: false,
      };
    case 'failed':
      return { message: `${what}: ${result.message}`, conflict: false };
  }
}

import { Hono } from 'hono';
import type { AppEnv, Deps } from '../context';
import { answerSubmission, describeSubmission } from '../submissions/api';
import { quoteForm } from '../submissions/forms';

/** /api/request-quote: the dialog's and the region pages' quote forms, with an optional attachment of any type. */
export function quoteRoutes(deps: Deps) {
  return new Hono<AppEnv>().post(
    '/',
    describeSubmission(quoteForm, 'Request a quote'),
    deps.submissionLimit(quoteForm.endpoint),
    (c) => answerSubmission(c, deps, quoteForm),
  );
}

import { Hono } from 'hono';
import type { AppEnv, Deps } from '../context';
import { answerSubmission, describeSubmission } from './api';
import { contactForm, jobForm, quoteForm } from './forms';

/** /api/request-quote: the dialog's and the region pages' quote forms, with an optional attachment of any type. */
export function quoteRoutes(deps: Deps) {
  return new Hono<AppEnv>().post(
    '/',
    describeSubmission(quoteForm, 'Request a quote'),
    deps.submissionLimit(quoteForm.endpoint),
    (c) => answerSubmission(c, deps, quoteForm),
  );
}

/** /api/contact: the contact form (JSON). */
export function contactRoutes(deps: Deps) {
  return new Hono<AppEnv>().post(
    '/',
    describeSubmission(contactForm, 'Send a message from the contact form'),
    deps.submissionLimit(contactForm.endpoint),
    (c) => answerSubmission(c, deps, contactForm),
  );
}

/** /api/jobs/apply: the careers form with its required CV. */
export function jobRoutes(deps: Deps) {
  return new Hono<AppEnv>().post(
    '/apply',
    describeSubmission(jobForm, 'Apply for a job'),
    deps.submissionLimit(jobForm.endpoint),
    (c) => answerSubmission(c, deps, jobForm),
  );
}

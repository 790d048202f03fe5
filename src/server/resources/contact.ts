import { Hono } from 'hono';
import type { AppEnv, Deps } from '../context';
import { answerSubmission, describeSubmission } from '../submissions/api';
import { contactForm } from '../submissions/forms';

/** /api/contact: the contact form (JSON). */
export function contactRoutes(deps: Deps) {
  return new Hono<AppEnv>().post(
    '/',
    describeSubmission(contactForm, 'Send a message from the contact form'),
    deps.submissionLimit(contactForm.endpoint),
    (c) => answerSubmission(c, deps, contactForm),
  );
}

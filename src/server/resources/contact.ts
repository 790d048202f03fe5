import { Hono } from 'hono';
import type { AppEnv, Deps } from '../context';
import { answerSubmission } from '../submissions/api';
import { contactForm } from '../submissions/forms';

/** /api/contact: the contact form (JSON). */
export function contactRoutes(deps: Deps) {
  return new Hono<AppEnv>().post('/', deps.submissionLimit(contactForm.endpoint), (c) => answerSubmission(c, deps, contactForm));
}

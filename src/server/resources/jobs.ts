import { Hono } from 'hono';
import type { AppEnv, Deps } from '../context';
import { answerSubmission } from '../submissions/api';
import { jobForm } from '../submissions/forms';

/** /api/jobs/apply: the careers form with its required CV. */
export function jobRoutes(deps: Deps) {
  return new Hono<AppEnv>().post('/apply', deps.submissionLimit(jobForm.endpoint), (c) => answerSubmission(c, deps, jobForm));
}

import { Hono } from 'hono';
import type { AppEnv, Deps } from '../context';
import { answerSubmission, describeSubmission } from '../submissions/api';
import { jobForm } from '../submissions/forms';

/** /api/jobs/apply: the careers form with its required CV. */
export function jobRoutes(deps: Deps) {
  return new Hono<AppEnv>().post(
    '/apply',
    describeSubmission(jobForm, 'Apply for a job'),
    deps.submissionLimit(jobForm.endpoint),
    (c) => answerSubmission(c, deps, jobForm),
  );
}

import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { JobApplicationSchema, MAX_CV_BYTES } from '../../schemas/job-application';
import type { AppEnv, Deps } from '../context';
import { applications } from '../db/schema';
import { detectCv } from '../files/kinds';
import { acceptSubmission } from '../files/submission';

/** /api/jobs/apply: the careers form with its required CV. */
export function jobRoutes(deps: Deps) {
  return new Hono<AppEnv>().post('/apply', deps.submissionLimit('jobs-apply'), async (c) => {
    const id = await acceptSubmission(c, deps, {
      schema: JobApplicationSchema,
      file: {
        field: 'resume',
        kind: 'cv',
        maxBytes: MAX_CV_BYTES,
        required: 'Attach your CV (.pdf, .doc or .docx, at most 5 MB)',
        detect: detectCv,
        refused: 'The CV must be a PDF or Word document (.pdf, .doc or .docx)',
      },
      insert: async (tx, application, fileId) => {
        // acceptSubmission insists on the CV (required above), so fileId is set here.
        if (!fileId) throw new Error('a job application without its CV');
        const id = randomUUID();
        await tx.insert(applications).values({ id, ...application, fileId });
        return id;
      },
      notify: (application) => ({
        subject: `Job application: ${application.position} - ${application.name}`,
        replyTo: application.email,
        lines: [
          ['Position', application.position],
          ['Name', application.name],
          ['Email', application.email],
          ['Contact number', application.contact],
          ['Town/City', application.town],
          ['Country', application.country],
          ['Expected salary', `${application.salary} ${application.currency}`],
          ['Additional information', application.info],
        ],
      }),
    });
    return c.json({ id, message: 'Application submitted successfully!' }, 201);
  });
}

import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { JobApplicationSchema, MAX_CV_BYTES } from '../../schemas/job-application';
import type { AppEnv, Deps } from '../context';
import { applications, files } from '../db/schema';
import { detectCv } from '../files/kinds';
import { readMultipart } from '../files/multipart';
import { commitUpload, type CommittedFile } from '../files/persist';
import { ApiError, validationError } from '../http/errors';

const CV_REQUIRED = 'Attach your CV (.pdf, .doc or .docx, at most 5 MB)';

/** /api/jobs/apply: the careers form with its required CV. */
export function jobRoutes(deps: Deps) {
  return new Hono<AppEnv>().post('/apply', deps.submissionLimit('jobs-apply'), async (c) => {
    const upload = await readMultipart(c, deps.files, {
      fileField: 'resume',
      maxFileBytes: MAX_CV_BYTES,
      maxFileLabel: '5 MB',
    });
    const { fields, file } = upload;
    let committed: CommittedFile | undefined;
    let stored = false;
    try {
      const parsed = JobApplicationSchema.safeParse(fields);
      if (!parsed.success) {
        const error = validationError(parsed.error);
        if (file || !error.fields) throw error;
        // Name the missing CV along with the other fields, so the visitor fixes everything at once.
        const all = { ...error.fields, resume: CV_REQUIRED };
        throw new ApiError(400, `Please check these fields: ${Object.keys(all).join(', ')}`, all);
      }
      if (!file) throw new ApiError(400, `Please check this field: resume`, { resume: CV_REQUIRED });
      const type = await detectCv(file.tempPath);
      if (!type) {
        throw new ApiError(415, 'The CV must be a PDF or Word document (.pdf, .doc or .docx)', {
          resume: 'The CV must be a PDF or Word document (.pdf, .doc or .docx)',
        });
      }
      const application = parsed.data;
      committed = await commitUpload(deps, file, 'cv', type);
      const fileRow = committed.row;
      const id = randomUUID();
      await deps.db.transaction(async (tx) => {
        await tx.insert(files).values(fileRow);
        await tx.insert(applications).values({ id, ...application, fileId: fileRow.id });
      });
      stored = true;
      deps.notifier.notify({
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
        attachment: { path: committed.path, filename: fileRow.originalName, contentType: fileRow.mime },
      });
      return c.json({ id, message: 'Application submitted successfully!' }, 201);
    } catch (error) {
      // Once the row is stored its file stays; before that, nothing of this request is kept.
      if (committed && !stored) await deps.files.remove(committed.path);
      throw error;
    } finally {
      await upload.dispose();
    }
  });
}

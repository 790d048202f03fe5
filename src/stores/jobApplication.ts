import type { JobApplication } from '../schemas';
import { upload } from '../api/client';
import { createSubmissionStore } from './submission';

/** The fields the form sends, named as the shared schema names them; all text in the multipart body. */
export type JobApplicationPayload = { [K in keyof JobApplication]-?: string };

/** Applications from the career page, each with its CV. */
export const [useJobApplicationStore, resetJobApplicationStore] = createSubmissionStore<
  [values: JobApplicationPayload, resume: File]
>({
  // Shown when the server gives no error text of its own.
  fallbackError: 'Failed to submit application. Please try again.',
  uploads: () => true,
  send: async ([values, resume], onProgress) => {
    const body = new FormData();
    for (const [key, value] of Object.entries(values)) body.append(key, value);
    body.append('resume', resume, resume.name);
    await upload('jobs/apply', body, onProgress).json();
    return {};
  },
});

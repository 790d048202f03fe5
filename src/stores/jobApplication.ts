import type { JobApplication } from '../schemas';
import { upload } from '../api/client';
import { withSpamProof } from './spamProof';
import { createSubmissionStore } from './submission';

/** The fields the form sends, named as the shared schema names them; all text in the multipart body. */
export type JobApplicationPayload = { [K in keyof JobApplication]-?: string };

/** Applications from the career page, each with its CV: a file chosen now, or one the server kept from a refused post (its token among `guards`). */
export const [useJobApplicationStore, resetJobApplicationStore] = createSubmissionStore<
  [values: JobApplicationPayload, resume: File | null, guards?: Record<string, string>]
>({
  // Shown when the server gives no error text of its own.
  fallbackError: 'Failed to submit application. Please try again.',
  uploads: (_values, resume) => resume !== null,
  send: async ([values, resume, guards = {}], onProgress) => {
    const body = new FormData();
    for (const [key, value] of Object.entries({ ...(await withSpamProof(guards)), ...values })) body.append(key, value);
    if (resume) body.append('resume', resume, resume.name);
    await upload('jobs/apply', body, onProgress).json();
    return {};
  },
});

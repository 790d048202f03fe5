import { CV_EXTENSIONS, CV_MESSAGES, MAX_CV_BYTES } from '../../schemas/job-application';

/** What the visitor reads about the CV, the server's own words (schemas/job-application.ts), so both agree. */
export const { tooLarge: CV_TOO_LARGE, wrongType: CV_WRONG_TYPE, required: CV_REQUIRED } = CV_MESSAGES;

/** What the file picker offers: the endings plus their MIME types, for pickers that filter by type. */
export const CV_ACCEPT = [
  ...CV_EXTENSIONS,
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
].join(',');

/**
 * Why a chosen file cannot be the CV, or null when it can. The browser checks the name and size
 * only; the server checks the content as well.
 */
export function cvProblem(file: Pick<File, 'name' | 'size'>): string | null {
  if (file.size > MAX_CV_BYTES) return CV_TOO_LARGE;
  const name = file.name.toLowerCase();
  if (!CV_EXTENSIONS.some((extension) => name.endsWith(extension))) return CV_WRONG_TYPE;
  return null;
}

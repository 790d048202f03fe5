import { CV_EXTENSIONS, MAX_CV_BYTES } from '../../schemas/job-application';

/** What the visitor reads about the CV; the tests hold these texts exactly. */
export const CV_TOO_LARGE = 'File size should be less than 5MB';
export const CV_SELECTED = 'File selected: ';
/** The server's own words for a file of another type and for a missing CV, so both agree. */
export const CV_WRONG_TYPE = 'The CV must be a PDF or Word document (.pdf, .doc or .docx)';
export const CV_REQUIRED = 'Attach your CV (.pdf, .doc or .docx, at most 5 MB)';

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

/**
 * The kinds of contract the company hires on (spec section 9, and internships) and how they read. Kept apart from
 * schema.ts so the component gets the labels without pulling zod into the browser.
 */
export const JOB_TYPES = ['full-time', 'part-time', 'contract', 'internship'] as const;

export type JobType = (typeof JOB_TYPES)[number];

export const JOB_TYPE_LABELS: Record<JobType, string> = {
  'full-time': 'Full-time',
  'part-time': 'Part-time',
  contract: 'Contract',
  internship: 'Internship',
};

import { z } from 'zod';
import { longText } from '../../config/field-meta';
import { sectionFields } from '../shared/schemas';
import { JOB_TYPES } from './jobTypes';

/** The kinds of contract the company hires on (spec section 9, and internships). */
const JobTypeSchema = z.enum(JOB_TYPES);

const RoleSchema = z
  .object({
    /** Job title (an h3); use the same name as the position list of the application form. */
    title: z.string().min(1),
    /** 'full-time', 'part-time', 'contract' or 'internship'; no type need be on the page. */
    type: JobTypeSchema,
    /** Where the work is done, e.g. 'Kathmandu or remote'. */
    location: z.string().min(1),
    /** What the role is about, in one or two sentences. */
    summary: longText(),
    /** What the applicant brings; default: none. */
    requirements: z.array(z.string().min(1)).default([]),
  })
  .strict();

export const JobOpeningsSchema = z
  .object({
    ...sectionFields,
    /** The open roles, in order. */
    roles: z.array(RoleSchema).min(1),
  })
  .strict();

export type JobOpeningsProps = z.output<typeof JobOpeningsSchema>;

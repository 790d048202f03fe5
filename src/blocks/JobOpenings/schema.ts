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
    /**
     * Where the work is done, e.g. 'Kathmandu or remote'. The offices it names (by city or town) are
     * the role's places in its structured data; naming none, every office is.
     */
    location: z.string().min(1),
    /** Whether the work may be done remotely, from a country the company serves; default: no. */
    remote: z.boolean().default(false),
    /** What the role is about, in one or two sentences. */
    summary: longText(),
    /** What the applicant brings; default: none. */
    requirements: z.array(z.string().min(1)).default([]),
    /** The day the role was first advertised (search engines show it); default: the site's last update. */
    postedOn: z.iso
      .date()
      .meta({ help: 'The day the role was first advertised. Search engines show it as the posting date.' })
      .optional(),
    /** The last day applications are taken (inclusive, in the site's time zone); default: open until removed. */
    closesOn: z.iso
      .date()
      .meta({
        help: 'The last day the role is open. The next morning it leaves the careers page and the form by itself; it stays here, shown as closed, until you remove it.',
      })
      .optional(),
  })
  .strict()
  .refine((role) => !role.postedOn || !role.closesOn || role.closesOn >= role.postedOn, {
    message: 'the closing date comes before the day the role was first advertised',
    path: ['closesOn'],
  });

export const JobOpeningsSchema = z
  .object({
    ...sectionFields,
    /** The open roles, in order. */
    roles: z.array(RoleSchema).min(1),
  })
  .strict();

export type JobOpeningsProps = z.output<typeof JobOpeningsSchema>;

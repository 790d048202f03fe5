import { z } from 'zod';
import { sectionFields } from '../shared/schemas';

/**
 * The company's offices and contact e-mail. The addresses themselves live once, in site.config.ts
 * (offices, company.email); this block only says how to present them.
 */
export const OfficesSchema = z
  .object({
    ...sectionFields,
    /** Label before the company e-mail link; default: 'Email us'. */
    emailLabel: z.string().min(1).default('Email us'),
  })
  .strict()
  .meta({ showsSettings: "The offices' addresses and telephone numbers, and the contact e-mail," });

export type OfficesProps = z.output<typeof OfficesSchema>;

import { z } from 'zod';

/**
 * The company's offices and contact e-mail. The addresses themselves live once, in site.config.ts
 * (offices, company.email); this block only says how to present them.
 */
export const OfficesSchema = z
  .object({
    /** Section heading (an h2). */
    heading: z.string().min(1),
    /** Lead paragraph under the heading; default: none. */
    intro: z.string().min(1).optional(),
    /** Label before the company e-mail link; default: 'Email us'. */
    emailLabel: z.string().min(1).default('Email us'),
    /** Grey background band; default: false. */
    muted: z.boolean().default(false),
  })
  .strict();

export type OfficesProps = z.output<typeof OfficesSchema>;

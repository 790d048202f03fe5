import { z } from 'zod';
import { ProseSchema, ProseSectionSchema } from '../shared/prose';

export const LegalDocumentSchema = z
  .object({
    /**
     * 'toc': a sticky table of contents beside the sections, a clicked section is highlighted briefly;
     * 'collapsible': a quick navigation list and each section in a panel that starts open;
     * 'plain': the sections one after another. Default: 'plain'.
     */
    variant: z.enum(['toc', 'collapsible', 'plain']).default('plain'),
    /** Show 'Last Updated: {today}' at the top; default: true. */
    lastUpdated: z.boolean().default(true),
    /** Title of the navigation list ('toc' and 'collapsible'); default: 'Contents'. */
    navigationTitle: z.string().min(1).default('Contents'),
    /** Prefix section headings with 1., 2., ...; default: false. */
    numbered: z.boolean().default(false),
    /** Text before the first section; default: none. */
    intro: ProseSchema.optional(),
    /** The document's sections, each under an h2. */
    sections: z.array(ProseSectionSchema).min(1),
    /** Label of a button at the end that scrolls smoothly to the top; default: none. */
    backToTop: z.string().min(1).optional(),
  })
  .strict()
  .meta({ showsSettings: "The offices and the contact e-mail that a section's contact details list" });

export type LegalDocumentProps = z.output<typeof LegalDocumentSchema>;

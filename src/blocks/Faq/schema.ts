import { z } from 'zod';
import { longText } from '../../config/field-meta';
import { sectionFields } from '../shared/schemas';

const FaqEntrySchema = z
  .object({
    /** The question, as a visitor would ask it. */
    question: z.string().min(1),
    /** The answer, shown when the visitor opens the question. */
    answer: longText(),
  })
  .strict();

export const FaqSchema = z
  .object({
    ...sectionFields,
    /** Section heading (an h2); default: 'Frequently Asked Questions'. */
    heading: z.string().min(1).default('Frequently Asked Questions'),
    /** Questions and answers, in order; all start closed. */
    items: z.array(FaqEntrySchema).min(1),
  })
  .strict();

export type FaqProps = z.output<typeof FaqSchema>;

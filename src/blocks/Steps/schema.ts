import { z } from 'zod';
import { longText } from '../../config/field-meta';
import { sectionFields } from '../shared/schemas';

const StepSchema = z
  .object({
    /** The step's name (an h3). */
    title: z.string().min(1),
    /** What happens in this step. */
    text: longText(),
  })
  .strict();

export const StepsSchema = z
  .object({
    ...sectionFields,
    /** The steps, first to last; they are numbered in this order. */
    steps: z.array(StepSchema).min(2),
  })
  .strict();

export type StepsProps = z.output<typeof StepsSchema>;

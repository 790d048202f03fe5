import { z } from 'zod';

const StepSchema = z
  .object({
    /** The step's name (an h3). */
    title: z.string().min(1),
    /** What happens in this step. */
    text: z.string().min(1),
  })
  .strict();

export const StepsSchema = z
  .object({
    /** Section heading (an h2). */
    heading: z.string().min(1),
    /** Lead paragraph under the heading; default: none. */
    intro: z.string().min(1).optional(),
    /** The steps, first to last; they are numbered in this order. */
    steps: z.array(StepSchema).min(2),
    /** Grey background band; default: false. */
    muted: z.boolean().default(false),
  })
  .strict();

export type StepsProps = z.output<typeof StepsSchema>;

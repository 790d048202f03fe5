import { z } from 'zod';
import { ActionSchema } from '../shared/schemas';

export const RichTextSchema = z
  .object({
    /** Section heading (an h2). */
    heading: z.string().min(1),
    /** Paragraphs, in order. */
    paragraphs: z.array(z.string().min(1)).min(1),
    /** Bulleted points after the paragraphs; default: none. */
    bullets: z.array(z.string().min(1)).default([]),
    /** Button after the text; default: none. */
    action: ActionSchema.optional(),
    /** Grey background band; default: false. */
    muted: z.boolean().default(false),
  })
  .strict();

export type RichTextProps = z.output<typeof RichTextSchema>;

import { z } from 'zod';
import { ActionSchema, textRunFields } from '../shared/schemas';

export const RichTextSchema = z
  .object({
    /** Section heading (an h2). */
    heading: z.string().min(1),
    ...textRunFields,
    /** Button after the text; default: none. */
    action: ActionSchema.optional(),
    /** Grey background band; default: false. */
    muted: z.boolean().default(false),
  })
  .strict();

export type RichTextProps = z.output<typeof RichTextSchema>;

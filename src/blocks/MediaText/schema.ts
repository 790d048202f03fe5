import { z } from 'zod';
import { ActionSchema, ImageSchema, textRunFields } from '../shared/schemas';

export const MediaTextSchema = z
  .object({
    /** Section heading (an h2). */
    heading: z.string().min(1),
    ...textRunFields,
    /** Illustration beside the text (stacked above it on narrow screens). */
    image: ImageSchema,
    /** Which side the image sits on, on wide screens; default: 'right'. */
    imagePosition: z.enum(['left', 'right']).default('right'),
    /** Button after the text; default: none. */
    action: ActionSchema.optional(),
    /** Grey background band; default: false. */
    muted: z.boolean().default(false),
  })
  .strict();

export type MediaTextProps = z.output<typeof MediaTextSchema>;

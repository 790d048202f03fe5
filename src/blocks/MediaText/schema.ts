import { z } from 'zod';
import { ActionSchema, ImageSchema } from '../shared/schemas';

export const MediaTextSchema = z
  .object({
    /** Section heading (an h2). */
    heading: z.string().min(1),
    /** Paragraphs, in order. */
    paragraphs: z.array(z.string().min(1)).min(1),
    /** Bulleted points after the paragraphs; default: none. */
    bullets: z.array(z.string().min(1)).default([]),
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

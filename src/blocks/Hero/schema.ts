import { z } from 'zod';
import { longText } from '../../config/field-meta';
import { ActionSchema, ImageSchema } from '../shared/schemas';

export const HeroSchema = z
  .object({
    /** The page's main heading (its only h1). */
    title: z.string().min(1),
    /** Short line above the title; default: none. */
    eyebrow: z.string().min(1).optional(),
    /** Lead paragraph under the title; default: none. */
    subtitle: longText().optional(),
    /** Buttons, left to right; default: none. */
    actions: z.array(ActionSchema).max(3).default([]),
    /** Illustration beside the text; default: none. */
    image: ImageSchema.optional(),
    /** 'home' is the tall landing hero, 'page' the compact one of inner pages; default: 'page'. */
    variant: z.enum(['home', 'page']).default('page'),
    /**
     * Number of decorative particles drifting behind the text (the home hero launched with 80);
     * default: none. At most 200: a design limit, since each is drawn on every frame of a phone.
     */
    particles: z
      .number()
      .int()
      .min(1)
      .max(200)
      .meta({
        help: 'Decorative dots drifting behind the title, up to 200: each one is drawn on every frame, so more make slower phones stutter. The home page launched with 80.',
      })
      .optional(),
  })
  .strict();

export type HeroProps = z.output<typeof HeroSchema>;

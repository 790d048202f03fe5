import { z } from 'zod';
import { longText } from '../../config/field-meta';
import { ActionSchema, ImageSchema, sectionFields } from '../shared/schemas';

const CardSchema = z
  .object({
    /** Card heading (an h3). */
    title: z.string().min(1),
    /** Body text under the heading. */
    text: longText(),
    /** Small illustration above the heading; default: none. */
    image: ImageSchema.optional(),
    /** Short labels under the heading, such as 'Pricing in GBP'; default: none. */
    tags: z.array(z.string().min(1)).default([]),
    /** Where the card leads: a page, a prefilled e-mail or the quote dialog (a button at its foot). */
    action: ActionSchema,
  })
  .strict();

export const LinkCardsSchema = z
  .object({
    ...sectionFields,
    /** The cards, in reading order; each one leads somewhere. */
    items: z.array(CardSchema).min(1),
    /** Cards per row on wide screens (fewer on small screens); default: 3. */
    columns: z.union([z.literal(2), z.literal(3), z.literal(4)]).default(3),
  })
  .strict();

export type LinkCardsProps = z.output<typeof LinkCardsSchema>;

import { z } from 'zod';
import { longText } from '../../config/field-meta';

/** The interactive screens a content page can hold; the app supplies each one (src/app/slots.tsx). */
export const SlotNameSchema = z.enum([
  'contact-form',
  'career-form',
  'quote-form-uk',
  'quote-form-nepal',
  'login-form',
  'register-form',
]);

export const SlotSchema = z
  .object({
    /** Which interactive screen goes here. */
    name: SlotNameSchema,
    /** Heading above it (an h2); default: none. */
    heading: z.string().min(1).optional(),
    /** Line of text under the heading; default: none. */
    intro: longText().optional(),
  })
  .strict();

export type SlotName = z.output<typeof SlotNameSchema>;
export type SlotProps = z.output<typeof SlotSchema>;

import { z } from 'zod';
import { ImageSchema, sectionFields } from '../shared/schemas';

const LogoSchema = z
  .object({
    /** Name shown under the logo, e.g. 'React'. */
    name: z.string().min(1),
    /** The logo; its alt text may be '' since the name is printed beside it. */
    image: ImageSchema,
  })
  .strict();

export const LogoCarouselSchema = z
  .object({
    ...sectionFields,
    /** The logos, in order. */
    items: z.array(LogoSchema).min(1),
  })
  .strict();

export type LogoItem = z.output<typeof LogoSchema>;
export type LogoCarouselProps = z.output<typeof LogoCarouselSchema>;

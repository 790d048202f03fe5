import { z } from 'zod';
import { longText } from '../../config/field-meta';
import { ActionSchema } from '../shared/schemas';

export const CtaBannerSchema = z
  .object({
    /** The invitation in one line (an h2). */
    heading: z.string().min(1),
    /** A sentence or two under the heading; default: none. */
    text: longText().optional(),
    /** Buttons, left to right. */
    actions: z.array(ActionSchema).min(1).max(2),
  })
  .strict();

export type CtaBannerProps = z.output<typeof CtaBannerSchema>;

import { z } from 'zod';
import { longText } from '../../config/field-meta';
import { sectionFields } from '../shared/schemas';

const FeatureSchema = z
  .object({
    /** The point in a few words (an h3). */
    title: z.string().min(1),
    /** One to three sentences explaining it. */
    text: longText(),
  })
  .strict();

export const FeatureGridSchema = z
  .object({
    ...sectionFields,
    /** Cards per row on wide screens (fewer on narrow ones); default: 3. */
    columns: z.union([z.literal(2), z.literal(3), z.literal(4)]).default(3),
    /** The cards: benefits, service blocks, reasons to choose us; in order. */
    items: z.array(FeatureSchema).min(1),
  })
  .strict();

export type FeatureGridProps = z.output<typeof FeatureGridSchema>;

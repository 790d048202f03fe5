import { z } from 'zod';
import { longText } from '../../config/field-meta';

/** The services come from content/services.json (shared with the header); only the framing is set here. */
export const ServiceCatalogSchema = z
  .object({
    /** Section heading (an h2). */
    heading: z.string().min(1),
    /** Line of text under the heading; default: none. */
    intro: longText().optional(),
    /** Text of the button to the chosen service's page; default: 'Read More'. */
    readMoreLabel: z.string().min(1).default('Read More'),
    /** Characters of each card's description shown before the ellipsis; default: 70. */
    cardDescriptionLength: z.number().int().min(20).default(70),
  })
  .strict();

export type ServiceCatalogProps = z.output<typeof ServiceCatalogSchema>;

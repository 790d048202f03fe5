import { z } from 'zod';
import { ProseSchema } from '../shared/prose';

export const ContentTabsSchema = z
  .object({
    /** Heading above the tabs (an h2); default: none. */
    heading: z.string().min(1).optional(),
    /** The tabs, left to right (2 to 8); the first is selected when the page opens. */
    tabs: z
      .array(
        z
          .object({
            /** Tab label. */
            label: z.string().min(1),
            /** What the tab's panel shows. */
            body: ProseSchema,
          })
          .strict(),
      )
      .min(2)
      // The stylesheet pairs each tab with its panel by position, for up to 8 (ContentTabs.module.css).
      .max(8)
      .refine((tabs) => new Set(tabs.map((tab) => tab.label)).size === tabs.length, 'tab labels must differ'),
  })
  .strict();

export type ContentTabsProps = z.output<typeof ContentTabsSchema>;

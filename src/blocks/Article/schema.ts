import { z } from 'zod';
import { ProseSchema, ProseSectionSchema } from '../shared/prose';
import { PathSchema } from '../../config/site-schema';
import { ImageSchema } from '../shared/schemas';

export const ArticleSchema = z
  .object({
    /** The article's title: the page's h1 and the BlogPosting headline. */
    title: z.string().min(1),
    /** The image under the title, also the BlogPosting image. */
    image: ImageSchema,
    /** Opening paragraphs before the first section. */
    intro: ProseSchema,
    /** Publication date, YYYY-MM-DD (shown, and the BlogPosting datePublished). */
    datePublished: z.iso.date(),
    /** Reading time in minutes. */
    readTime: z.number().int().positive(),
    /** Who wrote it; default: 'Nexlink IT Solutions'. */
    author: z.string().min(1).default('Nexlink IT Solutions'),
    /** The article's sections, each under an h2. */
    sections: z.array(ProseSectionSchema).min(1),
    /** Link back to the list of articles; default: 'Back to all articles' to /blog. */
    backLink: z
      .object({
        /** Link text. */
        label: z.string().min(1),
        /** Site path. */
        to: PathSchema,
      })
      .strict()
      .default({ label: 'Back to all articles', to: '/blog' }),
  })
  .strict();

export type ArticleProps = z.output<typeof ArticleSchema>;

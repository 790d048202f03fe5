import { z } from 'zod';
import { longText } from '../../config/field-meta';
import { ImageSchema } from '../shared/schemas';

/** One built-in article as its card on the blog list shows it. */
export const BlogPostSummarySchema = z
  .object({
    /** The article's id: the card links to /blog/{id}. */
    id: z.string().regex(/^[a-z0-9-]+$/, 'lower-case letters, digits and hyphens'),
    /** Article title; the card cuts it at 62 characters. */
    title: z.string().min(1),
    /** Summary; the card cuts it at 130 characters. */
    excerpt: longText(),
    /** Card image. */
    image: ImageSchema,
    /** Publication date, YYYY-MM-DD. */
    date: z.iso.date(),
    /** Reading time in minutes. */
    readTime: z.number().int().positive(),
  })
  .strict();

export const BlogListSchema = z
  .object({
    /** Heading above the cards (an h2); default: none, the cards' titles are then h2. */
    heading: z.string().min(1).optional(),
    /** The built-in articles, in the order shown. */
    posts: z.array(BlogPostSummarySchema).min(1),
    /** Text of each card's button; default: 'Read More'. */
    readMoreLabel: z.string().min(1).default('Read More'),
  })
  .strict();

export type BlogPostSummary = z.output<typeof BlogPostSummarySchema>;
export type BlogListProps = z.output<typeof BlogListSchema>;

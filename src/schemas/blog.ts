import { z } from 'zod';
import { requiredText } from './fields';

export const MAX_BLOG_TITLE = 200;
export const MAX_BLOG_CONTENT = 100_000;

/**
 * An image address: empty (no image), a same-origin path such as the upload endpoint returns, or an
 * http(s) URL of an external image host. Other schemes (javascript:, data:) are refused.
 */
export const ImageUrlSchema = z
  .string({ error: 'Image URL must be text' })
  .trim()
  .max(2048, 'Image URL must be at most 2048 characters')
  .refine(
    (value) => {
      if (value === '') return true;
      if (/[\u0000-\u001f\s]/.test(value)) return false;
      if (value.startsWith('/')) return !value.startsWith('//') && !value.includes('\\');
      try {
        const url = new URL(value);
        return url.protocol === 'https:' || url.protocol === 'http:';
      } catch {
        return false;
      }
    },
    { error: 'Image URL must be an http(s) address or a path starting with /' },
  );

/** A new post. Content is stored as written; the browser sanitises it when rendering. */
export const BlogCreateSchema = z.object({
  /** Required, at most 200 characters. */
  title: requiredText('Title', MAX_BLOG_TITLE),
  /** Required, at most 100 000 characters. */
  content: requiredText('Content', MAX_BLOG_CONTENT),
  /** Default: ''. */
  imageUrl: ImageUrlSchema.default(''),
});

/** A change to a post: any of the fields, at least one. */
export const BlogUpdateSchema = z
  .object({
    title: requiredText('Title', MAX_BLOG_TITLE).optional(),
    content: requiredText('Content', MAX_BLOG_CONTENT).optional(),
    imageUrl: ImageUrlSchema.optional(),
  })
  .refine((update) => update.title !== undefined || update.content !== undefined || update.imageUrl !== undefined, {
    error: 'Send at least one of title, content or imageUrl',
  });

export type BlogCreateInput = z.input<typeof BlogCreateSchema>;
export type BlogCreate = z.output<typeof BlogCreateSchema>;
export type BlogUpdateInput = z.input<typeof BlogUpdateSchema>;
export type BlogUpdate = z.output<typeof BlogUpdateSchema>;

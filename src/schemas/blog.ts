import { z } from 'zod';
import { requiredMultiline, requiredText } from './fields';

export const MAX_BLOG_TITLE = 200;
export const MAX_BLOG_CONTENT = 100_000;
/** The largest post image accepted by POST /api/uploads/images. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** Where the upload endpoint serves blog images; POST /api/uploads/images answers such a path. */
export const IMAGE_URL_PREFIX = '/api/uploads/images/';
const UPLOADED_IMAGE = /^\/api\/uploads\/images\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|webp|gif|avif)$/;

/**
 * A post's image: empty (no image) or an image uploaded to this site, exactly as the upload
 * endpoint returned it. Another host's image would be blocked by the site's CSP and would let that
 * host see every reader; javascript: and data: URLs never get this far.
 */
export const ImageUrlSchema = z
  .string({ error: 'Image URL must be text' })
  .trim()
  .refine((value) => value === '' || UPLOADED_IMAGE.test(value), {
    error: `Image URL must be an image uploaded to this site (${IMAGE_URL_PREFIX}…)`,
  });

/** A new post. Content is stored as written; the browser sanitises it when rendering. */
export const BlogCreateSchema = z.object({
  /** Required, at most 200 characters. */
  title: requiredText('Title', MAX_BLOG_TITLE),
  /** Required, at most 100 000 characters. */
  content: requiredMultiline('Content', MAX_BLOG_CONTENT),
  /** Default: ''. */
  imageUrl: ImageUrlSchema.default(''),
});

/** A change to a post: any of the fields, at least one. */
export const BlogUpdateSchema = z
  .object({
    title: requiredText('Title', MAX_BLOG_TITLE).optional(),
    content: requiredMultiline('Content', MAX_BLOG_CONTENT).optional(),
    imageUrl: ImageUrlSchema.optional(),
  })
  .refine((update) => update.title !== undefined || update.content !== undefined || update.imageUrl !== undefined, {
    error: 'Send at least one of title, content or imageUrl',
  });


/** A post as GET /api/blogs answers it (the original API's field names, _id included). */
export const PostSchema = z.object({
  _id: z.string(),
  title: z.string(),
  /** HTML. */
  content: z.string(),
  /** '' when the post has no image. */
  imageUrl: z.string(),
  author: z.object({ username: z.string() }),
  publishedDate: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Post = z.output<typeof PostSchema>;

import { z } from 'zod';
import { MAX_PAGE_NUMBER, MAX_PAGE_SIZE, pageNumber } from './paging';
import { optionalMultiline, optionalText, requiredMultiline, requiredText, singleLine } from './fields';
import { plainText } from './html-text';
import { IMAGE_URL_PREFIX, UPLOADED_IMAGE } from './html-allow-list';

const MAX_BLOG_TITLE = 200;
export const MAX_BLOG_CONTENT = 100_000;
/** The largest post image accepted by POST /api/uploads/images. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/**
 * A post's image: empty (no image) or an image uploaded to this site, exactly as the upload
 * endpoint returned it. Another host's image would be blocked by the site's CSP and would let that
 * host see every reader; javascript: and data: URLs never get this far.
 */
const ImageUrlSchema = z
  .string({ error: 'Image URL must be text' })
  .trim()
  .refine((value) => value === '' || UPLOADED_IMAGE.test(value), {
    error: `Image URL must be an image uploaded to this site (${IMAGE_URL_PREFIX}…)`,
  });

export const MAX_BLOG_EXCERPT = 300;
export const MAX_IMAGE_ALT = 250;
/**
 * 'review': a draft its author submitted for review, waiting for someone who may publish it (an
 * editor). Public nowhere, as a draft is.
 */
export const BLOG_STATUSES = ['draft', 'published', 'scheduled', 'review'] as const;
export type BlogStatus = (typeof BLOG_STATUSES)[number];

/**
 * The excerpt is plain text: markup is stripped when it is saved (tags go, scripts and styles with
 * their content, entities become characters, until nothing shaped like a tag is left), so what is
 * stored is what a reader sees, in the site's pages, the API's JSON and the feed alike. Stripped rather than refused: an API client
 * pasting a summary from an HTML source (`<p>…</p>`, `&amp;`) keeps its words instead of losing
 * the whole post to a 400, and a `<` that starts no tag (`1 < 2`) stays as typed.
 */
const excerptText = () =>
  z
    .string({ error: (issue) => (issue.input === undefined ? 'Excerpt is required' : 'Excerpt must be text') })
    .overwrite(plainText)
    .pipe(singleLine('Excerpt', MAX_BLOG_EXCERPT));

const StatusSchema = z.enum(BLOG_STATUSES, { error: 'Status must be "draft", "review", "published" or "scheduled"' });

/** A post's own search-result title: at most this many characters are accepted; search engines show about 60. */
export const MAX_POST_META_TITLE = 200;
/** A post's own meta description: at most this many characters are accepted; search engines show about 160. */
export const MAX_POST_META_DESCRIPTION = 500;
/** What Google usually shows of a title and a description before it cuts them: the editor's counters warn past these. */
export const SEARCH_TITLE_SHOWN = 60;
export const SEARCH_DESCRIPTION_SHOWN = 160;
/** The furthest ahead a post can be scheduled: further is a typo (a year of 2206), not a plan. */
export const MAX_SCHEDULE_YEARS = 5;

/** Plain text, stripped of markup as the excerpt is: it goes into the page's head and to every crawler. */
const plainLine = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .overwrite(plainText)
    .pipe(singleLine(label, max));

/** When a scheduled post goes out: a date and time with its offset (ISO 8601), stored in UTC. */
const PublishedDateSchema = z
  .string({ error: 'Publish date must be text' })
  .pipe(z.iso.datetime({ offset: true, error: 'Publish date must be a date and time, such as 2026-03-02T09:00:00Z' }))
  .transform((value) => new Date(value));

/** The version a save is based on: a save based on an older one is refused with 409. */
const VersionSchema = z
  .number({ error: 'Version must be a whole number' })
  .int('Version must be a whole number')
  .min(1)
  .max(2_147_483_647);

/** The fields every save may carry besides the required ones. */
const searchAndSocial = {
  /** The page's <title> and the search result's title. Default: '' ('{title} | {company}'). */
  metaTitle: plainLine('Meta title', MAX_POST_META_TITLE).default(''),
  /** The page's meta description. Default: '' (the excerpt). */
  metaDescription: plainLine('Meta description', MAX_POST_META_DESCRIPTION).default(''),
  /** The image shown when the post is shared. Default: '' (the cover, else the site's). */
  socialImageUrl: ImageUrlSchema.default(''),
};

/**
 * A new post. The server sanitises `content` with the shared allow-list (html-allow-list.ts)
 * before storing it, so what it stores is safe to render anywhere.
 */
export const BlogCreateSchema = z.object({
  /** Required, at most 200 characters. */
  title: requiredText('Title', MAX_BLOG_TITLE),
  /** Required, HTML, at most 100 000 characters. */
  content: requiredMultiline('Content', MAX_BLOG_CONTENT),
  /** Default: ''. */
  imageUrl: ImageUrlSchema.default(''),
  /** The image's text alternative. Default: ''. */
  imageAlt: optionalText('Image alt text', MAX_IMAGE_ALT),
  /** The list's and search engines' summary, plain text. Default: '' (derived from the content). */
  excerpt: excerptText().default(''),
  /** Default: 'published' (the original clients publish at once; the admin editor sends 'draft'). */
  status: StatusSchema.default('published'),
  /** With status 'scheduled' (and only then): when the post goes out, in the future, at most 5 years ahead. */
  publishedDate: PublishedDateSchema.optional(),
  ...searchAndSocial,
});

/** A change to a post: any of the fields, at least one. */
export const BlogUpdateSchema = z
  .object({
    title: requiredText('Title', MAX_BLOG_TITLE).optional(),
    content: requiredMultiline('Content', MAX_BLOG_CONTENT).optional(),
    imageUrl: ImageUrlSchema.optional(),
    imageAlt: singleLine('Image alt text', MAX_IMAGE_ALT).optional(),
    /** '' goes back to the excerpt derived from the content. */
    excerpt: excerptText().optional(),
    status: StatusSchema.optional(),
    /** A scheduled post's time (see BlogCreateSchema). */
    publishedDate: PublishedDateSchema.optional(),
    metaTitle: searchAndSocial.metaTitle.unwrap().optional(),
    metaDescription: searchAndSocial.metaDescription.unwrap().optional(),
    socialImageUrl: ImageUrlSchema.optional(),
    /** The post's version the change is based on. Default: none (the change is made whatever the version). */
    version: VersionSchema.optional(),
  })
  .refine(({ version: _version, ...update }) => Object.values(update).some((value) => value !== undefined), {
    error:
      'Send at least one of title, content, imageUrl, imageAlt, excerpt, status, publishedDate, metaTitle, metaDescription or socialImageUrl',
  });

/**
 * An autosave from the admin editor: the fields as they stand, on the version they were typed on.
 * A draft is saved; a published or scheduled post's changes are kept as a pending revision.
 */
export const BlogAutosaveSchema = z.object({
  title: requiredText('Title', MAX_BLOG_TITLE),
  content: requiredMultiline('Content', MAX_BLOG_CONTENT),
  imageUrl: ImageUrlSchema.default(''),
  imageAlt: optionalText('Image alt text', MAX_IMAGE_ALT),
  excerpt: excerptText().default(''),
  ...searchAndSocial,
  /** Required: an autosave never overwrites a version it did not start from. */
  version: VersionSchema,
  /** The revision this editor's earlier autosave made: folded into while it is the post's latest and a few minutes old. */
  revisionId: z.uuid({ error: 'Revision id must be a revision id' }).optional(),
});

/** The longest note a post is submitted for review or sent back with. */
export const MAX_REVIEW_NOTE = 2000;

/** POST /api/admin/blogs/:id/submit: the author's note to whoever reviews the post. */
export const ReviewSubmitSchema = z.object({
  /** Plain text, at most 2000 characters. Default: '' (no note). */
  note: optionalMultiline('Note', MAX_REVIEW_NOTE),
});

/** POST /api/admin/blogs/:id/return: why the post goes back to its author, and what to change. */
export const ReviewReturnSchema = z.object({
  /** Required: plain text, at most 2000 characters. */
  note: requiredMultiline('Note', MAX_REVIEW_NOTE),
});

/**
 * A post's latest review note, as the admin shows it: the one it was submitted with (to the editor
 * reviewing it) or sent back with (to its author). It goes once the post is published, scheduled
 * or taken out of review.
 */
const ReviewNoteSchema = z.object({
  /** 'submitted': the author's note to the reviewer ('' when they wrote none); 'returned': why it was sent back. */
  kind: z.enum(['submitted', 'returned']),
  note: z.string(),
  /** Who wrote it: their name at the time. */
  by: z.string(),
  /** When (ISO 8601). */
  at: z.string(),
});
export type ReviewNote = z.output<typeof ReviewNoteSchema>;

/** A post as GET /api/blogs answers it (the original API's field names, _id included). */
export const PostSchema = z.object({
  _id: z.string(),
  title: z.string(),
  /** The current address is /blog/{slug}; older slugs and the id redirect there. */
  slug: z.string(),
  /** '/blog/{slug}'. */
  url: z.string(),
  /** HTML, sanitised by the server. */
  content: z.string(),
  /** Plain text, at most 300 characters: the author's, else the start of the content. */
  excerpt: z.string(),
  status: StatusSchema,
  /** '' when the post has no image. */
  imageUrl: z.string(),
  /** '' when the post has no image or the author gave no text. */
  imageAlt: z.string(),
  /** The image's size in pixels; absent without an image (or for an image uploaded before sizes were recorded). */
  imageWidth: z.number().int().positive().optional(),
  imageHeight: z.number().int().positive().optional(),
  /** '' when the post has none: the title, the excerpt and the cover stand in. */
  metaTitle: z.string(),
  metaDescription: z.string(),
  socialImageUrl: z.string(),
  socialImageWidth: z.number().int().positive().optional(),
  socialImageHeight: z.number().int().positive().optional(),
  /** Raised by every save; send it back with PUT to be told (409) when someone else saved meanwhile. */
  version: z.number().int(),
  author: z.object({ username: z.string() }),
  /** Published: when it went out; scheduled: when it will. */
  publishedDate: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** A post in review, or a draft sent back: its latest review note. Absent otherwise, and always on a published post. */
  review: ReviewNoteSchema.optional(),
});
export type Post = z.output<typeof PostSchema>;

/**
 * GET /api/blogs query. Without `page` or `limit` the answer is the newest 50 published posts
 * (what the original clients read; the rest is in the Link header); with either, one page of
 * `limit` posts (default 9).
 */
export const BlogListQuerySchema = z.object({
  /** Default: 1. */
  page: pageNumber('page', MAX_PAGE_NUMBER).optional(),
  /** Default: 9 when page is given; at most 100. */
  limit: pageNumber('limit', MAX_PAGE_SIZE).optional(),
});

/** GET /api/admin/blogs query: one page of every post, drafts included, optionally by title and status. */
export const AdminBlogListQuerySchema = z.object({
  /** Default: 1. */
  page: pageNumber('page', MAX_PAGE_NUMBER).default(1),
  /** Default: 20; at most 100. */
  limit: pageNumber('limit', MAX_PAGE_SIZE).default(20),
  /** Words the title contains, case-insensitive. Default: '' (every post). */
  q: optionalText('q', MAX_BLOG_TITLE),
  /** Only drafts, only posts awaiting review, only published or only scheduled posts. Default: all. */
  status: StatusSchema.optional(),
});

/** GET /api/admin/blogs answer. */
export const AdminBlogListSchema = z.object({
  posts: z.array(PostSchema),
  /** Posts that match, over all pages. */
  total: z.number(),
  page: z.number(),
  limit: z.number(),
});
export type AdminBlogList = z.output<typeof AdminBlogListSchema>;

/** Posts on each page of the blog list (/blog, /blog?page=2, ...), and of GET /api/blogs when a client asks for pages without saying how long. */
export const BLOG_PAGE_SIZE = 9;

/**
 * One page of the blog list as the server renders it: the built-in articles and the published
 * posts in one order, newest first.
 */
export interface BlogListPage<P = Post> {
  /** From 1. */
  page: number;
  pageCount: number;
  /** This page's posts in order: a built-in article by its id, or an administrator's post. */
  entries: ReadonlyArray<{ builtIn: string } | { post: P }>;
}

/** '/blog' for the list's first page, '/blog?page=N' for the others. */
export const blogPageHref = (page: number) => (page <= 1 ? '/blog' : `/blog?page=${page}`);

// Only pure helpers imported: the server's sanitiser (server/blog/sanitize.ts, sanitize-html) and the
// browser's renderer (DOMPurify) both read this one list, so a post is kept and shown by the same rules.
import { UUID_SOURCE } from '../lib/ids';

/**
 * What a post's HTML may hold: headings, paragraphs, lists, links, emphasis, quotes, code and
 * images uploaded to this site. Everything else is dropped (its text kept, except for the elements
 * in DROPPED_WITH_CONTENT): no script, style, frame, form, event handler or style attribute.
 */
export const POST_HTML = {
  tags: [
    'p',
    'br',
    'hr',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'ul',
    'ol',
    'li',
    'a',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'blockquote',
    'code',
    'pre',
    'img',
    'figure',
    'figcaption',
  ],
  /** The page's title is its one h1: a heading 1 in a post becomes a heading 2. */
  renamed: { h1: 'h2' } as Record<string, string>,
  attributes: {
    a: ['href', 'title'],
    img: ['src', 'alt', 'width', 'height', 'title'],
    ol: ['start'],
  } as Record<string, string[]>,
  /** Schemes a link may use; relative links (/services, #part) are allowed too. */
  linkSchemes: ['http', 'https', 'mailto', 'tel'],
} as const;

/** Elements whose content goes with them, not only their tags. */
export const DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'textarea',
  'option',
  'noscript',
  'iframe',
  'object',
  'embed',
  'template',
  'title',
  'svg',
  'math',
  'noembed',
  'noframes',
  'xmp',
  'plaintext',
  'select',
  'head',
];

/** Where the upload endpoint serves blog images; POST /api/uploads/images answers such a path. */
export const IMAGE_URL_PREFIX = '/api/uploads/images/';
const UPLOADED_IMAGE_PATH = `^${IMAGE_URL_PREFIX}${UUID_SOURCE}`;

/** An image as POST /api/uploads/images returned it: the original, never a resized copy. */
export const UPLOADED_IMAGE = new RegExp(`${UPLOADED_IMAGE_PATH}\\.(png|jpg|webp|gif|avif)$`);

/** An image uploaded to this site, or one of its resized WebP copies (-480w.webp) that srcset names. */
const UPLOADED_IMAGE_SRC = new RegExp(`${UPLOADED_IMAGE_PATH}(\\.(png|jpg|webp|gif|avif)|-\\d{2,4}w\\.webp)$`);

/** Whether a link's href is one the list keeps: relative, or http(s), mailto or tel. */
export function isAllowedHref(href: string): boolean {
  const value = href.trim();
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value)?.[1];
  if (scheme) return (POST_HTML.linkSchemes as readonly string[]).includes(scheme.toLowerCase());
  // Protocol-relative URLs leave the site without saying how.
  return !value.startsWith('//') && !value.startsWith('\\');
}

/** Whether an image's src is one the list keeps. */
export const isAllowedImageSrc = (src: string): boolean => UPLOADED_IMAGE_SRC.test(src.trim());

/**
 * The same list as a DOMPurify configuration for the browser's renderer. DOMPurify checks every URL
 * attribute against one pattern, so the renderer also adds a hook that drops an img whose src fails
 * isAllowedImageSrc (the server has already removed such images from stored posts).
 */
export const DOMPURIFY_CONFIG = {
  ALLOWED_TAGS: [...POST_HTML.tags],
  ALLOWED_ATTR: [...new Set(Object.values(POST_HTML.attributes).flat())],
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
  FORBID_TAGS: DROPPED_WITH_CONTENT,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
};

import { z } from 'zod';
import blogPage from '../../../content/pages/blog.json' with { type: 'json' };
import { site } from '../../config/site';
import { originOf } from '../../seo/sitemap';

/**
 * The three built-in articles, as the /blog page's list block declares them in content/: the feed
 * carries them beside the administrator's posts, and their ids are never given to a post as slug.
 * Read with a schema of its own (only the fields used here) so the server does not depend on the
 * block's module; `npm run check` validates the whole file.
 */
const BuiltInListSchema = z.object({
  posts: z.array(
    z.object({
      id: z.string().regex(/^[a-z0-9-]+$/),
      title: z.string().min(1),
      excerpt: z.string(),
      image: z.object({ src: z.string(), alt: z.string(), width: z.number().optional(), height: z.number().optional() }),
      date: z.iso.date(),
    }),
  ),
});

export type BuiltInArticle = z.output<typeof BuiltInListSchema>['posts'][number] & { url: string };

export const builtInArticles: readonly BuiltInArticle[] = (() => {
  const block = blogPage.blocks.find((candidate) => candidate.type === 'blogList');
  if (!block) throw new Error('content/pages/blog.json has no blogList block: the feed needs its built-in articles');
  return BuiltInListSchema.parse(block.props).posts.map((post) => ({ ...post, url: `/blog/${post.id}` }));
})();

/**
 * Addresses under /blog/ that the site itself uses: routes and aliases of site.config.ts. The
 * server reads site.config.ts as written, without the schema's defaults (only the build applies
 * them), so a route without aliases has none here.
 */
export const siteBlogPaths: readonly string[] = site.routes
  .flatMap((route) => [route.path, ...((route.aliases as readonly string[] | undefined) ?? [])])
  .filter((path) => path.startsWith('/blog/'))
  .map((path) => path.slice('/blog/'.length).replace(/\/$/, ''));

/** The site's origin, https://www.example.com, for absolute URLs in the sitemap and the feed. */
export const siteOrigin = originOf(site);
export const siteName = site.company.name;
/** The /blog route: the feed's title and description are the list page's. */
export const blogRoute = site.routes.find((route) => route.path === '/blog');

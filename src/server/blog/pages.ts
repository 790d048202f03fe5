import { CONTENT_SERVED_TOPIC, CONTENT_TOPIC } from '../content/documents';
import type { Database } from '../db/client';
import { keptUntilChange } from '../db/kept-until-change';
import type { HtmlDocument } from '../http/document';
import type { SiteRenderer } from '../pages/renderer';
import { resolveBlogAddress } from './addresses';
import { blogListPage } from './list-page';

/** What the site answers at an address of the blog: a rendered page, or a permanent redirect. */
export type BlogAnswer = { kind: 'page'; document: HtmlDocument } | { kind: 'redirect'; location: string };

export interface BlogPages {
  /** Page `page` of /blog, or null past the last page. */
  list(page: number): Promise<HtmlDocument | null>;
  /** /blog/{slug} of a published post, a redirect from its id or an older slug, or null (drafts included). */
  post(urlPath: string): Promise<BlogAnswer | null>;
  /** The site's 404 page (for a list page that does not exist). */
  notFound(): Promise<HtmlDocument>;
}

/**
 * Bytes of pages kept: the list's first pages and the most read posts, each as it is and compressed
 * twice (a short post's page is some 80 KB in all, a post of 100,000 characters several hundred):
 * some 150 short posts. A page not kept is rendered again in milliseconds; at 24 MB, with 2,000 long
 * posts read, the server grew 110 MB over idle in one run of two (the bound is 100).
 */
export const KEPT_PAGE_BYTES = 12 * 1024 * 1024;

/**
 * The blog's pages rendered on request by the build's renderer (pages/renderer.ts), so they are the
 * same kind of static page as the rest. Each is rendered once, compressed once and kept until any
 * instance writes a post or publishes the site's settings, which its layout shows
 * (db/kept-until-change.ts), so a read costs what a prerendered page does.
 */
export function blogPages(renderer: SiteRenderer, database: Pick<Database, 'db' | 'changes'>): BlogPages {
  const { db } = database;
  const kept = keptUntilChange(database.changes, ['blogs', CONTENT_TOPIC, CONTENT_SERVED_TOPIC], { maxBytes: KEPT_PAGE_BYTES });
  return {
    list: (page) =>
      kept.get(`list:${page}`, async () => {
        const listPage = await blogListPage(db, page);
        return listPage && renderer.document((module) => module.render('/blog', { blogList: listPage }));
      }),
    post: (urlPath) =>
      kept.get(`post:${urlPath}`, async (): Promise<BlogAnswer | null> => {
        const address = await resolveBlogAddress(db, urlPath);
        if (!address) return null;
        if (address.kind === 'redirect') return address;
        return { kind: 'page', document: await renderer.document((module) => module.renderBlogPost(address.post)) };
      }),
    notFound: () => kept.get('404', () => renderer.document((module) => module.render('/__not-found__'))),
  };
}

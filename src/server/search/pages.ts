import { createHash } from 'node:crypto';
import { inArray, notInArray, sql } from 'drizzle-orm';
import { officeLines } from '../../config/office-text';
import type { SiteConfig } from '../../config/site-schema';
import type { Db } from '../db/client';
import { searchDocuments, searchWords } from '../db/schema';

/** A content page of the site as the search indexes it: its route's address, title and description, and its blocks. */
export interface SearchablePage {
  url: string;
  title: string;
  description: string;
  /** The page's content (content/pages/<name>.json, or the page published over it): its blocks' text is indexed. */
  blocks: readonly unknown[];
  /** The site's settings as published: what a block shows of them (the offices' addresses) is indexed with the page. */
  settings?: SiteSettingsShown;
}

/** What of the site's settings a page's blocks show. */
export type SiteSettingsShown = Pick<SiteConfig, 'offices' | 'company'>;

/** Props that hold no text a visitor reads: addresses, images, icons, settings. */
const NOT_TEXT = new Set([
  'type',
  'src',
  'href',
  'to',
  'icon',
  'image',
  'images',
  'logo',
  'id',
  'variant',
  'layout',
  'name',
  'width',
  'height',
  'color',
  'align',
  'action',
]);
/** A value that is an address or a file, not words. */
const ADDRESS = /^(\/|#|[a-z]+:)|^[\w.-]+\.(png|jpe?g|svg|webp|avif|gif)$/i;

/** The offices as the Offices block and a legal page's contact details show them, and the contact e-mail. */
const contactText = (settings: SiteSettingsShown) => [...settings.offices.flatMap(officeLines), settings.company.email];

/**
 * The words of a page's blocks in order, one string: every text prop of every block, its
 * `[label](/path)` links as their labels and `{placeholder}`s dropped. Addresses, image files and
 * settings (NOT_TEXT) are left out. With `settings`, what a block shows of them is in too: the
 * offices' addresses and telephones where the Offices block or a legal page's contact details are.
 */
export function pageText(blocks: readonly unknown[], settings?: SiteSettingsShown): string {
  const texts: string[] = [];
  const walk = (value: unknown, key: string | undefined) => {
    if (key !== undefined && NOT_TEXT.has(key)) return;
    if (settings && key === 'contactDetails' && value === true) texts.push(...contactText(settings));
    if (typeof value === 'string') {
      if (!ADDRESS.test(value) && /[\p{L}\p{N}]/u.test(value))
        texts.push(
          value
            .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
            .replace(/\{\w+\}/g, ' ')
            .replace(/[*_#>`|]+/g, ' '),
        );
    } else if (Array.isArray(value)) for (const item of value) walk(item, undefined);
    else if (value && typeof value === 'object') for (const [name, item] of Object.entries(value)) walk(item, name);
  };
  // A block is { type, props }: only its props hold text ('name' of a slot names a form, not words).
  for (const block of blocks) {
    walk((block as { props?: unknown }).props, undefined);
    if (settings && (block as { type?: unknown }).type === 'offices') texts.push(...contactText(settings));
  }
  return texts.join(' ').replace(/\s+/g, ' ').trim();
}

/** A page under /blog/ is one of the built-in articles: a result shows it as the post it is. */
const kindOf = (url: string): 'page' | 'post' => (url.startsWith('/blog/') ? 'post' : 'page');

/**
 * Makes the index's pages those of `pages`: each written where what it was made from changed (a
 * start with nothing new writes nothing), and a page no longer among them (retired, made noindex)
 * removed, in one transaction. Its words join search_words.
 */
export async function indexPages(db: Db, pages: readonly SearchablePage[]): Promise<{ written: number; removed: number }> {
  const rows = pages.map((page) => {
    const body = pageText(page.blocks, page.settings);
    const sourceHash = createHash('sha256')
      .update(JSON.stringify([page.url, page.title, page.description, body]))
      .digest('base64url');
    return { url: page.url, kind: kindOf(page.url), title: page.title, description: page.description, body, sourceHash };
  });
  return db.transaction(async (tx) => {
    const written: string[] = [];
    for (const row of rows) {
      const head = sql`setweight(to_tsvector('english', ${row.title}), 'A') || setweight(to_tsvector('english', ${row.description}), 'B')`;
      const vector = sql`${head} || to_tsvector('english', ${row.body})`;
      const changed = await tx
        .insert(searchDocuments)
        .values({ ...row, vector, head })
        .onConflictDoUpdate({
          target: searchDocuments.url,
          set: { ...row, vector, head },
          setWhere: sql`${searchDocuments.sourceHash} <> ${row.sourceHash}`,
        })
        .returning({ url: searchDocuments.url });
      if (changed.length > 0) written.push(row.url);
    }
    // The written pages' words in one statement, in byte order: the order a published post's trigger
    // adds its words in (a tsvector's lexemes are sorted so), so two transactions adding the same new
    // words wait for each other in turn, never each for the other (PostgreSQL's deadlock, seen when
    // posts were published while an instance started).
    if (written.length > 0)
      await tx.execute(
        sql`insert into ${searchWords} (word) select word from (select distinct unnest(tsvector_to_array(vector)) as word from ${searchDocuments} where ${inArray(searchDocuments.url, written)}) words order by word collate "C" on conflict do nothing`,
      );
    const keep = rows.map((row) => row.url);
    const removed = await tx
      .delete(searchDocuments)
      .where(keep.length ? notInArray(searchDocuments.url, keep) : undefined)
      .returning({ url: searchDocuments.url });
    return { written: written.length, removed: removed.length };
  });
}

import { count, eq, gte, sql } from 'drizzle-orm';
import { BLOG_PAGE_SIZE, type BlogListPage } from '../../schemas/blog';
import type { Db } from '../db/client';
import { blogs } from '../db/schema';
import { builtInArticles } from './builtin';
import { NEWEST_FIRST, toBlog } from './posts';

/** The built-in articles newest first, each with its date as an instant (midnight UTC). */
const builtIns = [...builtInArticles]
  .map((article) => ({ id: article.id, at: new Date(`${article.date}T00:00:00Z`) }))
  .sort((a, b) => b.at.getTime() - a.at.getTime());

/**
 * Page `page` (from 1) of the blog list: the built-in articles and the published posts in one
 * order, newest first (a post dated the same instant as an article comes first), or null past the
 * last page. It reads only that page's posts, however many there are: the articles' places in the
 * merged order come from counting the posts newer than each, so page 50 costs what page 1 does.
 */
export async function blogListPage(db: Db, page: number): Promise<BlogListPage | null> {
  const published = eq(blogs.status, 'published');
  const [counts] = await db
    .select({
      total: count(),
      ...Object.fromEntries(
        builtIns.map((article, i) => [
          `newer${i}`,
          sql<number>`count(*) filter (where ${gte(blogs.publishedDate, article.at)})`.mapWith(Number),
        ]),
      ),
    })
    .from(blogs)
    .where(published);
  const postTotal = Number(counts?.total ?? 0);
  // Each article's index in the merged order: the posts newer than it, plus the articles before it.
  const positions = builtIns.map((article, i) => ({
    id: article.id,
    at: Number((counts as Record<string, unknown>)[`newer${i}`] ?? 0) + i,
  }));
  const pageCount = Math.max(1, Math.ceil((postTotal + builtIns.length) / BLOG_PAGE_SIZE));
  if (!Number.isInteger(page) || page < 1 || page > pageCount) return null;

  const start = (page - 1) * BLOG_PAGE_SIZE;
  const end = Math.min(start + BLOG_PAGE_SIZE, postTotal + builtIns.length);
  const articlesBefore = positions.filter((article) => article.at < start).length;
  const articlesHere = positions.filter((article) => article.at >= start && article.at < end);
  const postCount = end - start - articlesHere.length;
  const rows =
    postCount > 0
      ? await db
          .select()
          .from(blogs)
          .where(published)
          .orderBy(...NEWEST_FIRST)
          .limit(postCount)
          .offset(start - articlesBefore)
      : [];

  const entries: BlogListPage['entries'][number][] = [];
  let next = 0;
  for (let index = start; index < end; index += 1) {
    const article = articlesHere.find((candidate) => candidate.at === index);
    if (article) entries.push({ builtIn: article.id });
    else {
      const row = rows[next++];
      if (row) entries.push({ post: toBlog(row) });
    }
  }
  return { page, pageCount, entries };
}

import { inArray, sql, type SQL } from 'drizzle-orm';
import { SEARCH_PAGE_SIZE, type SearchHit, type SearchResults } from '../../schemas/search';
import type { Db } from '../db/client';
import { blogs } from '../db/schema';
import { excerptOf, excerptOfHtml, marked, matcher } from './excerpt';
import { POST_WORDS } from './post-words';
import { parseQuery } from './terms';

/** Words of the index a misspelt or cut-off query word is also searched as: its closest few. */
const SIMILAR_WORDS = 3;
/** A word shorter than this is searched as typed: its prefixes and look-alikes would match nearly everything. */
const LOOSE_FROM = 3;
/** Longer than any word: a query word past it is searched as typed, without look-alikes. */
const LONGEST_WORD = 40;

/** A query word as a tsquery operand of its own: quoted, so nothing in it is an operator. */
const lexeme = (word: string) => `'${word.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

interface Row extends Record<string, unknown> {
  kind: 'page' | 'post';
  url: string;
  title: string;
  description: string;
  body: string | null;
  post_id: string | null;
  published_at: string | Date | null;
  total: number | string;
}

/**
 * Page `page` of the results for `query` over the site's index: the published posts by
 * blogs_search_idx, the pages by search_documents.
 *
 * - **Exactly**: PostgreSQL's websearch_to_tsquery on the query (stemmed English: "backups" finds
 *   "backup"; `-word` and `or` as a search engine reads them; a `"phrase"` as its words, all of them).
 * - **Loosely**: each word (of three letters or more) also as a prefix ("kathmand", "migrat") and
 *   as the index's words most like it by trigrams ("wordpres" finds "wordpress").
 *
 * Exact matches come first, then by the weight of where the words are (title, then description),
 * pages before posts, newer posts first. A query with no words (punctuation, operators alone)
 * finds nothing, without asking the database.
 */
export async function search(db: Db, query: string, page: number): Promise<SearchResults> {
  const parsed = parseQuery(query);
  const empty: SearchResults = { query, total: 0, page, pageCount: 0, hits: [] };
  if (parsed.words.length === 0) return empty;

  const loose = parsed.terms.filter((term) => term.length >= LOOSE_FROM && term.length <= LONGEST_WORD);
  const similar = await similarWords(db, loose);
  // Each word: itself stemmed, as a prefix when long enough, or any of its look-alikes; all words together.
  const looseQuery = sql.join(
    [
      ...parsed.terms.map((term) => {
        const alike = similar.get(term) ?? [];
        const own = sql`to_tsquery('english', ${loose.includes(term) ? `${lexeme(term)}:*` : lexeme(term)})`;
        return alike.length ? sql`(${own} || to_tsquery('simple', ${alike.map(lexeme).join(' | ')}))` : own;
      }),
      ...(parsed.phrases ? [sql`plainto_tsquery('english', ${parsed.phrases})`] : []),
    ],
    sql` && `,
  );
  const excluded: SQL = parsed.excluded.length
    ? sql` && !!to_tsquery('english', ${parsed.excluded.map(lexeme).join(' | ')})`
    : sql``;

  // websearch_to_tsquery's reading of the query, its phrases as their words: a phrase needs the
  // words' positions, which the GIN index does not keep (every candidate post would be read again).
  const exact = sql`regexp_replace(websearch_to_tsquery('english', ${parsed.text})::text, '<(-|[0-9]+)>', '&', 'g')::tsquery`;
  const loosely = sql`((${looseQuery})${excluded})`;
  const offset = (page - 1) * SEARCH_PAGE_SIZE;
  // Posts and pages matched through their GIN indexes alone (a long post's words are never
  // computed), exact matches first, ranked by the small head vectors; only the page's ten are read. On a small blog, or before
  // its statistics are gathered, the planner would scan the posts and compute every one's words;
  // at 2,000 long posts that is seconds: never here.
  const rows = await db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const answer = (await tx.execute<Row>(sql`
      with exact_posts as materialized (
        select id from blogs where status = 'published' and ${POST_WORDS} @@ ${exact}
      ), exact_pages as materialized (
        select url from search_documents where vector @@ ${exact}
      ), matched as (
        select 'blogs' as source, id as ref, id in (select id from exact_posts) as exact, search_head as head,
          published_date as published_at
        from blogs where status = 'published' and ${POST_WORDS} @@ (${exact} || ${loosely})
        union all
        select 'pages', url, url in (select url from exact_pages), head, null
        from search_documents where vector @@ (${exact} || ${loosely})
      ), ranked as (
        select source, ref, published_at, count(*) over () as total,
          row_number() over (
            order by exact desc, ts_rank('{0, 0, 0.4, 1}', head, ${exact} || (${looseQuery})) desc,
              source = 'pages' desc, published_at desc nulls last, ref
          ) as place
        from matched
      )
      select coalesce(d.kind, 'post') as kind, coalesce(d.url, '/blog/' || b.slug) as url, coalesce(d.title, b.title) as title,
        coalesce(d.description, case when b.excerpt <> '' then b.excerpt else b.meta_description end) as description,
        d.body, b.id as post_id, r.published_at, r.total
      from ranked r
      left join blogs b on r.source = 'blogs' and b.id = r.ref
      left join search_documents d on r.source = 'pages' and d.url = r.ref
      where r.place > ${offset} and r.place <= ${offset + SEARCH_PAGE_SIZE}
      order by r.place
    `)) as { rows: Row[] };
    return answer.rows;
  });

  // A page past the last has no rows to carry the count: page 1's has it.
  const total = rows[0] ? Number(rows[0].total) : page > 1 ? (await search(db, query, 1)).total : 0;
  const words = matcher([...parsed.words, ...[...similar.values()].flat()]);
  const texts = await postTexts(
    db,
    rows.flatMap((row) => (row.post_id ? [row.post_id] : [])),
  );
  const hits = rows.map((row): SearchHit => {
    const inBody = row.body !== null ? excerptOf(row.body, words) : excerptOfHtml(texts.get(row.post_id ?? '') ?? '', words);
    return {
      kind: row.kind,
      title: row.title,
      url: row.url,
      excerpt: excerptOf(row.description, words) ?? inBody ?? marked(row.description, null),
      ...(row.published_at ? { publishedAt: new Date(row.published_at).toISOString() } : {}),
    };
  });
  return { query, total, page, pageCount: Math.ceil(total / SEARCH_PAGE_SIZE), hits };
}

/**
 * The index's words most like each of `terms` that the index does not have as typed (trigram
 * similarity over search_words), the closest first, in one query.
 */
async function similarWords(db: Db, terms: readonly string[]): Promise<Map<string, string[]>> {
  if (terms.length === 0) return new Map();
  const { rows } = (await db.execute<{ term: string; word: string }>(sql`
    select t.term, w.word from unnest(array[${sql.join(
      terms.map((term) => sql`${term}`),
      sql`, `,
    )}]::text[]) as t(term)
    cross join lateral (
      select word from search_words where word % t.term and word <> t.term order by word <-> t.term limit ${SIMILAR_WORDS}
    ) w
    -- A word the index has as typed is what was meant: its look-alikes would only bury it.
    where not exists (select 1 from search_words where word = any (tsvector_to_array(to_tsvector('english', t.term))))
  `)) as { rows: { term: string; word: string }[] };
  const similar = new Map<string, string[]>();
  for (const { term, word } of rows) similar.set(term, [...(similar.get(term) ?? []), word]);
  return similar;
}

/** The HTML of the posts `ids`, for their excerpts: their rows hold it, the index does not. */
async function postTexts(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: blogs.id, content: blogs.content })
    .from(blogs)
    .where(inArray(blogs.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.content]));
}

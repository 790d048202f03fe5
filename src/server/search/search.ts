import { inArray, sql, type SQL } from 'drizzle-orm';
import { htmlToText } from '../../schemas/html-text';
import { SEARCH_PAGE_SIZE, type SearchHit, type SearchResults } from '../../schemas/search';
import type { Db } from '../db/client';
import { blogs } from '../db/schema';
import { excerptOf, marked, matcher } from './excerpt';
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
 * Page `page` of the results for `query` over the site's one index (search_documents):
 *
 * - **Exactly**: PostgreSQL's websearch_to_tsquery on the query (stemmed English: "backups" finds
 *   "backup"; `"a phrase"`, `-word` and `or` as a search engine reads them).
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
  // A phrase is found as typed, in both.
  const looseQuery = sql.join(
    [
      ...parsed.terms.map((term) => {
        const alike = similar.get(term) ?? [];
        const own = sql`to_tsquery('english', ${loose.includes(term) ? `${lexeme(term)}:*` : lexeme(term)})`;
        return alike.length ? sql`(${own} || to_tsquery('simple', ${alike.map(lexeme).join(' | ')}))` : own;
      }),
      ...(parsed.phrases ? [sql`websearch_to_tsquery('english', ${parsed.phrases})`] : []),
    ],
    sql` && `,
  );
  const excluded: SQL = parsed.excluded.length
    ? sql` && !!to_tsquery('english', ${parsed.excluded.map(lexeme).join(' | ')})`
    : sql``;

  const rows = (
    (await db.execute<Row>(sql`
      with q as (
        select websearch_to_tsquery('english', ${parsed.text}) as exact, (${looseQuery})${excluded} as loose
      )
      select d.kind, d.url, d.title, d.description, d.body, d.post_id, d.published_at, count(*) over () as total
      from search_documents d, q
      where d.vector @@ q.exact or d.vector @@ q.loose
      order by d.vector @@ q.exact desc,
        ts_rank('{0, 0, 0.4, 1}', d.head, q.exact || q.loose) desc,
        d.kind = 'page' desc, d.published_at desc nulls last, d.url
      limit ${SEARCH_PAGE_SIZE} offset ${(page - 1) * SEARCH_PAGE_SIZE}
    `)) as unknown as { rows: Row[] }
  ).rows;

  const total = Number(rows[0]?.total ?? (page > 1 ? await countOnly(db, parsed.text, looseQuery, excluded) : 0));
  const words = matcher([...parsed.words, ...[...similar.values()].flat()]);
  const texts = await postTexts(
    db,
    rows.flatMap((row) => (row.post_id ? [row.post_id] : [])),
  );
  const hits = rows.map((row): SearchHit => {
    const text = row.body ?? texts.get(row.post_id ?? '') ?? '';
    return {
      kind: row.kind,
      title: row.title,
      url: row.url,
      excerpt: excerptOf(row.description, words) ?? excerptOf(text, words) ?? marked(row.description, null),
      ...(row.published_at ? { publishedAt: new Date(row.published_at).toISOString() } : {}),
    };
  });
  return { query, total, page, pageCount: Math.ceil(total / SEARCH_PAGE_SIZE), hits };
}

/**
 * The index's words most like each of `terms` (trigram similarity over search_words), the closest
 * first, in one query.
 */
async function similarWords(db: Db, terms: readonly string[]): Promise<Map<string, string[]>> {
  if (terms.length === 0) return new Map();
  const { rows } = (await db.execute(sql`
    select t.term, w.word from unnest(array[${sql.join(
      terms.map((term) => sql`${term}`),
      sql`, `,
    )}]::text[]) as t(term)
    cross join lateral (
      select word from search_words where word % t.term and word <> t.term order by word <-> t.term limit ${SIMILAR_WORDS}
    ) w
  `)) as unknown as { rows: { term: string; word: string }[] };
  const similar = new Map<string, string[]>();
  for (const { term, word } of rows) similar.set(term, [...(similar.get(term) ?? []), word]);
  return similar;
}

/** How many match, for a page past the last (whose rows carry no count). */
async function countOnly(db: Db, text: string, looseQuery: SQL, excluded: SQL): Promise<number> {
  const { rows } = (await db.execute(sql`
    select count(*) as total from search_documents d
    where d.vector @@ websearch_to_tsquery('english', ${text}) or d.vector @@ ((${looseQuery})${excluded})
  `)) as unknown as { rows: { total: number | string }[] };
  return Number(rows[0]?.total ?? 0);
}

/** The readable text of the posts `ids` (for their excerpts): their rows hold it, the index does not. */
async function postTexts(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: blogs.id, content: blogs.content })
    .from(blogs)
    .where(inArray(blogs.id, [...ids]));
  return new Map(rows.map((row) => [row.id, htmlToText(row.content)]));
}

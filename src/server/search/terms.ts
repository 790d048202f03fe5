import { MAX_SEARCH_TERMS } from '../../schemas/search';

/** A query as the search reads it: what websearch_to_tsquery gets, and the words to match loosely. */
export interface ParsedQuery {
  /**
   * The query's first MAX_SEARCH_TERMS words, phrases and exclusions as typed, for PostgreSQL's
   * websearch_to_tsquery (which reads any text without error: its own operators are `"`, `-` and `or`).
   */
  text: string;
  /** Words to find, also misspelt or cut short: letters and digits only, lower case. */
  terms: string[];
  /** The query's quoted phrases: found as typed, never loosely. */
  phrases: string;
  /** Every word searched for (the terms and the phrases' words), to mark in excerpts. */
  words: string[];
  /** Words the visitor left out (`-word`), never in a result. */
  excluded: string[];
}

/** A run of letters and digits: everything else (punctuation, tsquery's `&|!:*()`) separates words. */
const WORD = /[\p{L}\p{N}]+/gu;
const HAS_WORD = /[\p{L}\p{N}]/u;
/** A quoted phrase, or a run without spaces. */
const TOKEN = /"[^"]*"?|[^\s"]+/g;

/**
 * Reads a query: its tokens (words, quoted phrases) bounded to MAX_SEARCH_TERMS, and the words in
 * them. A query of punctuation alone has no words, and finds nothing.
 */
export function parseQuery(query: string): ParsedQuery {
  const tokens = (query.match(TOKEN) ?? []).filter((token) => HAS_WORD.test(token));
  const kept = tokens.slice(0, MAX_SEARCH_TERMS);
  const terms: string[] = [];
  const phrases: string[] = [];
  const words: string[] = [];
  const excluded: string[] = [];
  for (const token of kept) {
    if (/^or$/i.test(token)) continue;
    const found = (token.match(WORD) ?? []).map((word) => word.toLowerCase());
    if (token.startsWith('-')) excluded.push(...found);
    else if (token.startsWith('"')) {
      phrases.push(token);
      words.push(...found);
    } else {
      terms.push(...found);
      words.push(...found);
    }
  }
  return {
    text: kept.join(' '),
    terms: [...new Set(terms)].slice(0, MAX_SEARCH_TERMS),
    phrases: phrases.join(' '),
    words: [...new Set(words)],
    excluded,
  };
}

import { htmlToText } from '../../schemas/html-text';
import type { ExcerptPart } from '../../schemas/search';

/** About what a search engine shows of a result: two lines on a phone. */
const EXCERPT_CHARS = 160;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The words of `text` to highlight: a word starting with one of `stems` (the query's words and the
 * index's words they matched, stemmed: 'migrat' marks "migration" and "migrating"). Case and accents
 * as written; a stem of one or two letters marks only the whole word.
 */
export function matcher(stems: readonly string[]): RegExp | null {
  const usable = [...new Set(stems.filter((stem) => stem.length > 0))].sort((a, b) => b.length - a.length);
  if (usable.length === 0) return null;
  const alternatives = usable.map((stem) =>
    stem.length < 3 ? `${escapeRegExp(stem)}(?![\\p{L}\\p{N}])` : `${escapeRegExp(stem)}[\\p{L}\\p{N}]*`,
  );
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join('|')})`, 'giu');
}

/**
 * Some EXCERPT_CHARS characters of `text` from shortly before its first highlighted word, cut at
 * word boundaries, as parts to show (the matches marked); null when no word of it matches.
 */
export function excerptOf(text: string, words: RegExp | null): ExcerptPart[] | null {
  if (!words) return null;
  words.lastIndex = 0;
  const first = words.exec(text);
  if (!first) return null;
  // Start a few words before the match, at a word's start, so it reads in context.
  let start = Math.max(0, first.index - 40);
  if (start > 0) {
    const space = text.indexOf(' ', start);
    start = space >= 0 && space < first.index ? space + 1 : first.index;
  }
  let end = Math.min(text.length, start + EXCERPT_CHARS);
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    if (space > first.index + first[0].length) end = space;
  }
  const window = text.slice(start, end);
  return [
    ...(start > 0 ? [{ text: '… ', match: false }] : []),
    ...marked(window, words),
    ...(end < text.length ? [{ text: ' …', match: false }] : []),
  ];
}

/** `text` as parts, each word `words` matches marked. */
export function marked(text: string, words: RegExp | null): ExcerptPart[] {
  if (!words) return text ? [{ text, match: false }] : [];
  const parts: ExcerptPart[] = [];
  let at = 0;
  for (const found of text.matchAll(new RegExp(words.source, words.flags))) {
    if (found.index > at) parts.push({ text: text.slice(at, found.index), match: false });
    parts.push({ text: found[0], match: true });
    at = found.index + found[0].length;
  }
  if (at < text.length) parts.push({ text: text.slice(at), match: false });
  return parts;
}

/** HTML read at a time when looking for a post's first match: most are near the start of a long post. */
const HTML_CHUNK = 8_192;

/**
 * excerptOf a post's HTML, reading its text a chunk at a time (each cut before a tag, so no tag is
 * split) until the first match: a post of 50,000 characters whose first paragraph has the word is
 * not stripped whole.
 */
export function excerptOfHtml(html: string, words: RegExp | null): ExcerptPart[] | null {
  if (!words) return null;
  for (let start = 0; start < html.length;) {
    let end = start + HTML_CHUNK;
    if (end < html.length) {
      const tag = html.indexOf('<', end);
      end = tag < 0 ? html.length : tag;
    }
    // With the next chunk's start too, so an excerpt found at a chunk's end still has its words after it.
    const found = excerptOf(htmlToText(html.slice(start, Math.min(html.length, end + 400))), words);
    if (found) return found;
    start = end;
  }
  return null;
}

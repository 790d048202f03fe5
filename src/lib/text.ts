/** Cuts text at `max` characters, adding '...' when it was longer (the card and description rule). */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max).trimEnd()}...` : text;
}

/**
 * Cuts text to at most `max` characters including the ellipsis, at a word when one ends past half
 * the length (the excerpt rule: a post's stored excerpt).
 */
export function truncateAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const atWord = cut.replace(/\s+\S*$/, '');
  return `${(atWord.length > max / 2 ? atWord : cut).replace(/[\s,;:.–-]+$/, '')}…`;
}

// No zod here: the public blog list imports this, and its pages must not carry the schema library.

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/**
 * The readable text of a post's HTML, for excerpts and reading times, done on the string and never
 * by parsing it into a document: even an inert document compiles a post's onerror="..." attributes
 * (Chromium reports each to the CSP), and an excerpt needs none of that. Scripts and styles go
 * with their content; the common entities become their characters.
 */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#39|[a-z]+);/gi, (entity, name: string) => ENTITIES[name.toLowerCase()] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
}

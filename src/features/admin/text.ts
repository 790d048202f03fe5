const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/**
 * The readable text of a post's HTML, for excerpts. Done on the string, never by parsing it into a
 * document: even an inert document compiles a post's onerror="..." attributes (Chromium reports
 * each to the CSP), and an excerpt needs none of that.
 */
export function plainText(html: string): string {
  return html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#39|[a-z]+);/gi, (entity, name: string) => ENTITIES[name.toLowerCase()] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
}

/** The spec's admin card limits. */
export const ADMIN_TITLE_MAX = 44;
export const ADMIN_EXCERPT_MAX = 70;

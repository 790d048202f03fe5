// No zod here: the public blog list imports this, and its pages must not carry the schema library.

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/**
 * Markup: a tag (`<p>`, `</a>`, `<img src=x`, the last possibly left unclosed at the end), a comment,
 * a doctype or processing instruction. A `<` that starts none of these (`1 < 2`) is text.
 */
const MARKUP = /<!--[\s\S]*?(?:-->|$)|<[!?][^>]*(?:>|$)|<\/?[a-z][^>]*(?:>|$)/gi;

/**
 * The readable text of a post's HTML, for excerpts and reading times, done on the string and never
 * by parsing it into a document: even an inert document compiles a post's onerror="..." attributes
 * (Chromium reports each to the CSP), and an excerpt needs none of that. Scripts and styles go
 * with their content; the common entities become their characters. An author's excerpt is stored
 * through plainText below, so it is plain text wherever it goes (schemas/blog.ts).
 */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(MARKUP, ' ')
    .replace(/&(#39|[a-z]+);/gi, (entity, name: string) => ENTITIES[name.toLowerCase()] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Text with nothing shaped like markup left in it, for excerpts: htmlToText until nothing changes,
 * so an entity-encoded tag (`&lt;script&gt;`) does not come back as a tag once decoded. An excerpt
 * about HTML loses the tags it names; nothing that reads an excerpt as HTML (a feed reader, a
 * careless client of the JSON) can be handed one.
 */
export function plainText(value: string): string {
  let text = value;
  // Each pass that changes anything makes the text shorter, so this ends; the bound is for certainty.
  for (let pass = 0; pass < 16; pass += 1) {
    const next = htmlToText(text);
    if (next === text) return text;
    text = next;
  }
  return text;
}

/** Text for a place that reads HTML (an RSS description, an attribute): every character stays a character. */
export function escapeHtmlText(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

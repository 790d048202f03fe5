import type { ExcerptPart } from '../../schemas/search';

/**
 * A result's excerpt, the words searched for marked. Each part is text, never HTML: what a page or
 * post says reaches the visitor as the words it is, whatever characters it holds.
 */
export function Excerpt({ parts, className }: { parts: readonly ExcerptPart[]; className?: string }) {
  return (
    <span className={className}>
      {parts.map((part, index) => (part.match ? <mark key={index}>{part.text}</mark> : part.text))}
    </span>
  );
}

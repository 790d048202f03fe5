/** Cuts text at `max` characters, adding '...' when it was longer (the card and excerpt rule). */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max).trimEnd()}...` : text;
}

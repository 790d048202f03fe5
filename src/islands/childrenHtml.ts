/** The HTML of an island's own static children (not a nested island's), as prerendered. */
export function childrenHtmlOf(island: Element): string | undefined {
  for (const children of island.querySelectorAll('[data-island-children]')) {
    if (children.closest('[data-island]') === island) return children.innerHTML;
  }
  return undefined;
}

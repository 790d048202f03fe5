/** The HTML of an island's own slot (not one of a nested island's), as prerendered. */
export function slotHtmlOf(island: Element): string | undefined {
  for (const slot of island.querySelectorAll('[data-island-slot]')) {
    if (slot.closest('[data-island]') === island) return slot.innerHTML;
  }
  return undefined;
}

/**
 * Closes the popover an element sits in (the phone menu), if any: a link followed inside the app
 * or a dialog opened from it would otherwise leave the menu open above the page.
 */
export function closeEnclosingPopover(element: Element): void {
  element.closest<HTMLElement>('[popover]')?.hidePopover?.();
}

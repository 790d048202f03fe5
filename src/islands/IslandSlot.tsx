/**
 * Static content inside an island (an FAQ answer, a legal section's text): prerendered once and
 * handed to the island in the browser as the HTML already on the page, so it is neither sent
 * twice nor turned into component code. React leaves its inner HTML as it is.
 */
export function IslandSlot({ html }: { html: string }) {
  return <div data-island-slot="" dangerouslySetInnerHTML={{ __html: html }} suppressHydrationWarning />;
}

/**
 * Static content inside an island (an FAQ answer, a legal section's text): prerendered once and
 * handed to the island in the browser as the HTML already on the page, so it is neither sent
 * twice nor turned into component code. React leaves its inner HTML as it is.
 */
export function IslandChildren({ html }: { html: string }) {
  return <div data-island-children="" dangerouslySetInnerHTML={{ __html: html }} suppressHydrationWarning />;
}

/** 'imagePosition' → 'Image position': a schema key as the label of its field. */
export function labelOf(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The label a field shows: its name, and '(required)' when the page is not valid without it. */
export const fieldLabel = (key: string, required: boolean) => (required ? `${labelOf(key)} (required)` : labelOf(key));

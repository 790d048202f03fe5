/**
 * The content files' own formatting, which the dev server writes and the screen's page data is
 * held to (pageData.test.ts): two-space JSON, keys in the order they come, a trailing newline. The
 * editor keeps each block's keys in the file's order, so changing one text changes one line.
 */
export const formatPage = (page: unknown) => `${JSON.stringify(page, null, 2)}\n`;

import { createHash } from 'node:crypto';

/**
 * The content files' own formatting, which the dev editor writes, the live editor keeps and the
 * screen's page data is held to (editor/pageData.test.ts): two-space JSON, keys in the order they
 * come, a trailing newline. The editor keeps each block's keys in the file's order, so changing one
 * text changes one line.
 */
export const formatPage = (page: unknown) => `${JSON.stringify(page, null, 2)}\n`;

/**
 * A page's version: a hash of its exact text. The dev editor and the live one (server/content/)
 * answer the same version for the same page, and refuse a save that brings another.
 */
export const versionOf = (text: string) => createHash('sha256').update(text).digest('hex');

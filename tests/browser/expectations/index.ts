import type { PageExpectations } from './types';

/**
 * The agreed per-page counts, merged from one file per area so each area's owner edits only
 * their own. The browser suite (pages.browser.test.ts) checks each of them on the built site.
 */
const modules = import.meta.glob<{ expectations: PageExpectations }>('./*.expect.ts', { eager: true });

export const pageExpectations: PageExpectations = Object.assign({}, ...Object.values(modules).map((m) => m.expectations));

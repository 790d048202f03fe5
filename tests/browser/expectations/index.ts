import { expectations as blogAndLegal } from './blog-legal.expect';
import { expectations as homeAndAbout } from './home-about.expect';
import { expectations as services } from './services.expect';
import type { PageExpectations } from './types';

/**
 * What each page renders, counted from its content (./content.ts), merged from one file per area so
 * each area's owner edits only their own. The browser suite (pages.browser.test.ts) checks each of
 * them on the built site.
 */
export const pageExpectations: PageExpectations = { ...homeAndAbout, ...services, ...blogAndLegal };

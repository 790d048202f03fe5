import { z } from 'zod';
import { longText } from '../../config/field-meta';
import { MAX_SEARCH_CHARS } from '../../schemas/search';

/**
 * The search page's form and what it says around the results. The results themselves come from the
 * server with the page (SearchPageContext); the services listed when nothing is found are the
 * header's (site.config.ts, navigation.services).
 */
export const SearchResultsSchema = z
  .object({
    /** Label of the search field; default: 'Search the site'. */
    label: z.string().min(1).default('Search the site'),
    /** Text of the search button; default: 'Search'. */
    buttonText: z.string().min(1).default('Search'),
    /** Heading shown before anything is searched (an h2). */
    emptyHeading: z.string().min(1),
    /** Text under that heading. */
    emptyText: longText(),
    /** Advice shown when a search finds nothing, one line each; default: check the spelling, try fewer words. */
    noResultsTips: z
      .array(z.string().min(1))
      .default(['Check the spelling of your words.', 'Try fewer words, or more general ones.']),
    /** Heading above the example searches; default: 'Try searching for'. */
    suggestionsHeading: z.string().min(1).default('Try searching for'),
    /** Example searches, each a link to its results; default: none. */
    suggestions: z.array(z.string().trim().min(1).max(MAX_SEARCH_CHARS)).default([]),
    /** Heading above the list of services; default: 'Or browse our services'. */
    servicesHeading: z.string().min(1).default('Or browse our services'),
  })
  .strict();

export type SearchResultsProps = z.output<typeof SearchResultsSchema>;

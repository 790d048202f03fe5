import { declareIsland } from '../../islands/declare';

/**
 * The field of the header's search form and of the search page's: plain until it is live (the
 * page's once the page is idle, the header's when reached), then results as they type. Its own chunk, not the search block's: every page's header has one.
 */
export const searchFieldIsland = declareIsland({
  name: 'search-field',
  load: () => import(/* webpackChunkName: "island-search-field" */ './SearchField').then((m) => m.SearchField),
  // The search page's own field is what the visitor came to use: live once the page is idle, so the
  // first keystroke waits only for its answer. The header's, on every page, wakes when reached.
  when: (props) => (props.variant === 'page' ? 'idle' : 'interaction'),
  // The list of results (SearchField's own import) and the API's client (AppProviders' searchSite):
  // cached with the field, the first keystroke waits only for its answer.
  loadsLater: ['search-suggestions', 'api-client'],
});

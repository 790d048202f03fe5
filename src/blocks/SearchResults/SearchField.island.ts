import { declareIsland } from '../../islands/declare';

/**
 * The field of the header's search form and of the search page's: plain until the visitor reaches
 * it, then results as they type. Its own chunk, not the search block's: every page's header has one.
 */
export const searchFieldIsland = declareIsland({
  name: 'search-field',
  load: () => import(/* webpackChunkName: "island-search-field" */ './SearchField').then((m) => m.SearchField),
  when: 'interaction',
});

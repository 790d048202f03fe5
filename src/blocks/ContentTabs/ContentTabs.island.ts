import { declareIsland } from '../../islands/declare';

/** Tabs of content. */
export const contentTabsIsland = declareIsland({
  name: 'content-tabs',
  load: () => import(/* webpackChunkName: "island-content-tabs" */ './ContentTabs').then((m) => m.ContentTabs),
  when: 'interaction',
});

import { declareIsland } from '../../islands/declare';

/** A legal page's table of contents. */
export const legalNavIsland = declareIsland({
  name: 'legal-nav',
  load: () => import(/* webpackChunkName: "island-legal-nav" */ './LegalNav').then((m) => m.LegalNav),
  when: 'interaction',
});

import { declareIsland } from '../../islands/declare';

/** A legal page's table of contents. */
export const legalNavIsland = declareIsland({
  name: 'legal-nav',
  block: 'legalDocument',
  load: () => import(/* webpackChunkName: "block-legalDocument" */ './LegalNav').then((m) => m.LegalNav),
  when: 'interaction',
});

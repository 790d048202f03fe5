import { declareIsland } from '../../islands/declare';

/** A legal page's collapsible section. */
export const legalPanelIsland = declareIsland({
  name: 'legal-panel',
  load: () => import(/* webpackChunkName: "island-legal-panel" */ './LegalPanel').then((m) => m.LegalPanel),
  when: 'interaction',
});

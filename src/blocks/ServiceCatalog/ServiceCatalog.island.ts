import { declareIsland } from '../../islands/declare';

/** The services overview: choosing an item shows it. */
export const serviceCatalogIsland = declareIsland({
  name: 'service-catalog',
  load: () => import(/* webpackChunkName: "island-service-catalog" */ './ServiceCatalog').then((m) => m.ServiceCatalog),
  when: 'interaction',
});

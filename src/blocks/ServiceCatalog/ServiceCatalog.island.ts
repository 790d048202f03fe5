import { declareIsland } from '../../islands/declare';

/** The services overview: choosing an item shows it. */
export const serviceCatalogIsland = declareIsland({
  name: 'service-catalog',
  block: 'serviceCatalog',
  load: () => import(/* webpackChunkName: "block-serviceCatalog" */ './ServiceCatalog').then((m) => m.ServiceCatalog),
  when: 'interaction',
});

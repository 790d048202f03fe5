import { declareIsland } from '../../islands/declare';

/** The services dropdown of the header. */
export const servicesMenuIsland = declareIsland({
  name: 'services-menu',
  load: () => import(/* webpackChunkName: "island-services-menu" */ './ServicesMenu').then((m) => m.ServicesMenu),
  when: 'interaction',
});

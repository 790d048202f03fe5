import { declareIsland } from '../../islands/declare';

/** The contact form (the 'contact-form' slot). */
export const contactFormIsland = declareIsland({
  name: 'contact-form',
  load: () => import(/* webpackChunkName: "island-contact-form" */ './ContactSlot').then((m) => m.default),
  when: 'interaction',
});

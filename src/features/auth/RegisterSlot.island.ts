import { declareIsland } from '../../islands/declare';

/** The registration form (the 'register-form' slot of /register). */
export const registerFormIsland = declareIsland({
  name: 'register-form',
  load: () => import(/* webpackChunkName: "island-register-form" */ './RegisterSlot').then((m) => m.default),
  when: 'interaction',
});

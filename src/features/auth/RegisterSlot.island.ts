import { declareIsland } from '../../islands/declare';

/** The registration form (the 'register-form' slot of /register). */
export const registerFormIsland = declareIsland({
  name: 'register-form',
  load: () => import(/* webpackChunkName: "island-register-form" */ './RegisterSlot').then((m) => m.default),
  // As the sign-in form: the page's whole point, hydrated once idle so it is live before the first key.
  when: 'idle',
});

import { declareIsland } from '../../islands/declare';
import { justRegistered } from './registeredNotice';

/** The sign-in form (the 'login-form' slot of /login). */
export const loginFormIsland = declareIsland({
  name: 'login-form',
  load: () => import(/* webpackChunkName: "island-login-form" */ './LoginSlot').then((m) => m.default),
  // Straight after registering, the page has a notice to show: hydrate without waiting for a tap.
  when: () => (justRegistered() ? 'idle' : 'interaction'),
});

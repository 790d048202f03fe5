import { declareIsland } from '../../islands/declare';

/** The sign-in form (the 'login-form' slot of /login). */
export const loginFormIsland = declareIsland({
  name: 'login-form',
  load: () => import(/* webpackChunkName: "island-login-form" */ './LoginSlot').then((m) => m.default),
  // The form is what the page is for, and the page is small: hydrated once idle, it is live before the
  // first key (hydrating at the tap made a letter typed at once wait for it: 190-420 ms on the phone
  // profile), and shows 'Account created' straight after registering.
  when: 'idle',
});

import { declareIsland } from '../../islands/declare';
import { justRegistered } from './registeredNotice';

/** Sign-in and registration (the 'login-form' and 'register-form' slots). */
export const authFormIsland = declareIsland({
  name: 'auth-form',
  load: () => import(/* webpackChunkName: "island-auth-form" */ './AuthSlot').then((m) => m.default),
  // Straight after registering, the sign-in page has a notice to show: hydrate without waiting for a
  // tap. Otherwise at the first interaction: hydrating every visit once idle kept a letter typed at
  // once from waiting (51 ms against 63, medians on the phone profile) but ran React and Mantine
  // inside Lighthouse's window, 321 ms of blocking time against the control page's 180.
  when: () => (justRegistered() ? 'idle' : 'interaction'),
});

import { declareIsland } from '../../islands/declare';

/** The job application form (the 'career-form' slot). */
export const careerFormIsland = declareIsland({
  name: 'career-form',
  load: () => import(/* webpackChunkName: "island-career-form" */ './CareerSlot').then((m) => m.default),
  when: 'interaction',
});

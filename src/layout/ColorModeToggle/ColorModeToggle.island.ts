import { declareIsland } from '../../islands/declare';
import { storedColorMode } from '../../theme/colorMode';

/** The light, dark or system switch. */
export const colorModeIsland = declareIsland({
  name: 'color-mode',
  load: () => import(/* webpackChunkName: "island-color-mode" */ './ColorModeToggle').then((m) => m.ColorModeToggle),
  // Prerendered as 'system': a visitor who chose light or dark gets their own mode's button soon after load.
  when: () => (storedColorMode() === 'auto' ? 'interaction' : 'idle'),
  as: 'span',
});

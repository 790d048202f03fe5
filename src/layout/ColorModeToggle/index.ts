export { ColorModeToggleIsland } from './ColorModeToggle';

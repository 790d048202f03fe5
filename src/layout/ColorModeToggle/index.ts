export { ColorModeToggle, ColorModeToggleIsland } from './ColorModeToggle';

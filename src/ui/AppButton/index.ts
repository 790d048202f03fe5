export { AppButton, type AppButtonProps } from './AppButton';

import { Button, createPolymorphicComponent, type ButtonProps } from '@mantine/core';
import { forwardRef } from 'react';
import classes from './AppButton.module.css';

export interface AppButtonProps extends Omit<ButtonProps, 'variant' | 'classNames'> {
  /** 'filled' (default) is the green button; 'outline' keeps the green border on a clear background. */
  variant?: 'filled' | 'outline';
}

/** The site's one button. Renders as a link with `component={Link}` or `component="a"`. */
export const AppButton = createPolymorphicComponent<'button', AppButtonProps>(
  forwardRef<HTMLButtonElement, AppButtonProps>(({ variant = 'filled', ...props }, ref) => (
    <Button ref={ref} variant={variant} classNames={{ root: classes.root, label: classes.label }} {...props} />
  )),
);
AppButton.displayName = 'AppButton';

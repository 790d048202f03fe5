import { FieldLabel } from '@puckeditor/core';
import { useId, type ReactNode } from 'react';
import classes from './fields.module.css';

/**
 * A field Puck's own cannot give help to: its label, the input `children` makes (given the id of
 * the help that describes it), and the help under it.
 */
export function HelpedField({
  label,
  help,
  children,
}: {
  label: string;
  help?: string | undefined;
  children: (describedBy?: string) => ReactNode;
}) {
  const id = useId();
  return (
    <FieldLabel label={label} el="div">
      {children(help ? `${id}-help` : undefined)}
      {help && (
        <p id={`${id}-help`} className={classes.hint}>
          {help}
        </p>
      )}
    </FieldLabel>
  );
}

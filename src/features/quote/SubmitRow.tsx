import { Progress } from '@mantine/core';
import type { ReactNode } from 'react';
import { AppButton } from '../../ui/AppButton';
import classes from './QuoteForm.module.css';

/** 'Submit Request', or 'Submitting...' and disabled while sending, with the upload's progress. */
export function SubmitRow({
  busy,
  disabled = busy,
  progress,
  className,
  children,
}: {
  /** A request is on its way. */
  busy: boolean;
  /** Locked for another reason too (e.g. waiting to redirect after success). */
  disabled?: boolean;
  progress: number | null;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <div className={className ? `${classes.actions} ${className}` : classes.actions}>
      <AppButton type="submit" disabled={disabled}>
        {busy ? 'Submitting...' : 'Submit Request'}
      </AppButton>
      {busy && progress !== null && (
        <Progress
          className={classes.progress}
          value={Math.round(progress * 100)}
          aria-label="Upload progress"
          size="lg"
          transitionDuration={150}
        />
      )}
      {children}
    </div>
  );
}

import { CloseButton } from '@mantine/core';
import { quoteMessages } from './messages';
import { Notice } from '../forms/Notice';
import classes from './QuoteConfirmation.module.css';

/**
 * The confirmation after the dialog's request was stored, as an in-page notice that
 * stays until the visitor closes it (never a native alert that blocks the page). Bottom-right, clear of
 * the toasts bottom-left.
 */
export function QuoteConfirmation({ onClose }: { onClose: () => void }) {
  return (
    <div className={classes.confirmation}>
      <Notice tone="success" title="Quote request received">
        {quoteMessages.modalConfirmation}
      </Notice>
      <CloseButton className={classes.close} aria-label="Close confirmation" onClick={onClose} />
    </div>
  );
}

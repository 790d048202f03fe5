import { CloseButton } from '@mantine/core';
import '@mantine/core/styles/CloseButton.css';
import { quoteMessages } from './messages';
import { Notice } from './Notice';
import classes from './QuoteConfirmation.module.css';

/**
 * The spec's confirmation alert after the dialog's request was stored, as an in-page notice that
 * stays until the visitor closes it (decisions.md: never a native alert). Bottom-right, clear of
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

import { Modal } from '@mantine/core';
import { useMemo } from 'react';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import { SiteLink } from '../../ui/SiteLink';
import { useQuote } from '../../stores/quote';
import { useQuoteDialog } from '../../stores/quoteDialog';
import { ModalQuoteForm } from './ModalQuoteForm';
import { QuoteConfirmation } from './QuoteConfirmation';
import classes from './QuoteDialog.module.css';

/**
 * The full-screen quote dialog opened by every 'Request a quote' button. Loaded on first open, or
 * `keepMounted` before it (a static page prepares it when the visitor reaches for such a button):
 * its form then stays rendered, hidden, while closed, so opening it only shows it.
 */
export default function QuoteDialog({ keepMounted = false }: { keepMounted?: boolean }) {
  const { opened, close } = useQuoteDialog();
  const confirmed = useQuote((state) => state.success && state.scope === 'modal');
  // The same element while the dialog opens and closes, so React leaves the rendered form as it is
  // and the tap only shows it (a re-render of the whole form would be the tap's longest task).
  const content = useMemo(
    () => (
      <>
        <p className={classes.lead}>
          Tell us about your project and we will reply within one business day. Budgets here are in GBP. Working in Nepal?{' '}
          <SiteLink to="/quote-nepal" onClick={close}>
            Use the Nepal quote form
          </SiteLink>{' '}
          for prices in NPR, or open the{' '}
          <SiteLink to="/quote-uk" onClick={close}>
            UK quote form
          </SiteLink>{' '}
          as a page.
        </p>
        <ModalQuoteForm onSubmitted={close} />
      </>
    ),
    [close],
  );
  return (
    <>
      <Modal
        opened={opened}
        onClose={close}
        keepMounted={keepMounted}
        // Mounted for real while hidden (React's Activity, the default, would mount its effects at the tap).
        keepMountedMode="display-none"
        fullScreen
        title="Request a quote"
        // No fade: the dialog is there in the frame after the tap (a transition costs two more frames
        // and a second render before the form can be seen).
        transitionProps={{ duration: 0 }}
      >
        {content}
      </Modal>
      {confirmed && <QuoteConfirmation onClose={useQuote.getState().reset} />}
    </>
  );
}

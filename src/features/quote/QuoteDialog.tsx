import { Modal } from '@mantine/core';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import { SiteLink } from '../../ui/SiteLink';
import { useQuote } from '../../stores/quote';
import { useQuoteDialog } from '../../stores/quoteDialog';
import { ModalQuoteForm } from './ModalQuoteForm';
import { QuoteConfirmation } from './QuoteConfirmation';
import classes from './QuoteDialog.module.css';

/** The full-screen quote dialog opened by every 'Request a quote' button. Loaded on first open. */
export default function QuoteDialog() {
  const { opened, close } = useQuoteDialog();
  const confirmed = useQuote((state) => state.success && state.scope === 'modal');
  return (
    <>
      <Modal opened={opened} onClose={close} fullScreen title="Request a quote" transitionProps={{ duration: 150 }}>
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
      </Modal>
      {confirmed && <QuoteConfirmation onClose={useQuote.getState().reset} />}
    </>
  );
}

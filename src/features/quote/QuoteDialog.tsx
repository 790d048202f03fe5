import { Modal } from '@mantine/core';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import { Link } from 'react-router-dom';
import { useQuoteDialog } from '../../stores/quoteDialog';
import { AppButton } from '../../ui/AppButton';
import classes from './QuoteDialog.module.css';

/** The full-screen quote dialog opened by every 'Request a quote' button. Loaded on first open. */
export default function QuoteDialog() {
  const { opened, close } = useQuoteDialog();
  return (
    <Modal opened={opened} onClose={close} fullScreen title="Request a quote" transitionProps={{ duration: 150 }}>
      <p className={classes.lead}>
        Tell us about your project and we will reply within one business day. Pricing is not fixed: every quote is
        prepared for your needs. Choose where the work will take place.
      </p>
      <div className={classes.cards}>
        <div className={classes.card}>
          <h2>UK Services</h2>
          <p>Projects in the United Kingdom, with pricing in GBP.</p>
          <AppButton component={Link} to="/quote-uk" onClick={close}>
            Request a UK quote
          </AppButton>
        </div>
        <div className={classes.card}>
          <h2>Nepal Services</h2>
          <p>Projects in Nepal, with pricing in NPR.</p>
          <AppButton component={Link} to="/quote-nepal" onClick={close}>
            Request a Nepal quote
          </AppButton>
        </div>
      </div>
    </Modal>
  );
}

import { CloseButton } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { QUOTE_DIALOG_ID } from '../../blocks/shared/quoteRequestMarker';
import { quoteDialogStore } from '../../stores/quoteDialogStore';
import { SiteLink } from '../../ui/SiteLink';
import { Notice } from '../forms/Notice';
import { usePostback } from '../forms/pageForm';
import { DialogQuoteFormIsland } from './DialogQuoteForm';
import { quoteMessages } from './messages';
import { bindQuoteDialog } from './quoteDialogElement';
import classes from './QuoteDialog.module.css';

const TITLE_ID = 'quote-dialog-title';
const close = () => quoteDialogStore.getState().close();

/**
 * The full-screen quote dialog every 'Request a quote' button opens: a native `<dialog>`, shown as
 * a modal (the page behind it inert, focus inside, Escape and the close button close it). A static
 * page has it in its HTML, closed, at the end of the body (src/app/entry-server.tsx): the page's
 * script only shows it, and its form is an island that hydrates once it is open. The app mounts it
 * the first time it is asked for (AppLayout) and this component's effect opens it. A page the
 * server rendered after the dialog's form was posted without script (its confirmation, or the form
 * refused) has it open, showing what happened.
 */
export default function QuoteDialog() {
  const ref = useRef<HTMLDialogElement>(null);
  const postback = usePostback('quote-dialog');
  useEffect(() => (ref.current ? bindQuoteDialog(ref.current) : undefined), []);
  return (
    <dialog
      ref={ref}
      id={QUOTE_DIALOG_ID}
      aria-labelledby={TITLE_ID}
      className={classes.dialog}
      {...(postback ? { open: true } : {})}
    >
      <div className={classes.header}>
        <h2 id={TITLE_ID} className={classes.title}>
          Request a quote
        </h2>
        {/* Closes the dialog without any script. */}
        <form method="dialog" className={classes.closeForm}>
          <CloseButton type="submit" aria-label="Close" />
        </form>
      </div>
      <div className={classes.body}>
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
        {postback?.outcome === 'sent' && (
          <Notice tone="success" title={quoteMessages.modalSuccessToast}>
            {quoteMessages.modalConfirmation}
          </Notice>
        )}
        <DialogQuoteFormIsland {...(postback ? { postback } : {})} />
      </div>
    </dialog>
  );
}

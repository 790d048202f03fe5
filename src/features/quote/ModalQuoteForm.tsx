import type { FormErrors } from '@mantine/form';
import type { FormEvent } from 'react';
import { formOptions } from '../../schemas/options';
import type { Postback } from '../../schemas/page-forms';
import { emptyQuoteValues, type QuoteValues } from '../../stores/quote';
import { Notice } from '../forms/Notice';
import { PageFormElement } from '../forms/PageFormElement';
import { toast } from '../toast/toast';
import { FileDrop } from './FileDrop';
import { quoteMessages } from './messages';
import { blankRequired, isBlank, modalRequired } from './quoteForm';
import { QuoteFields } from './QuoteFields';
import { SubmitRow } from './SubmitRow';
import { useQuoteForm } from './useQuoteForm';
import classes from './QuoteDialog.module.css';

const FORM = 'quote-dialog';

export interface ModalQuoteFormProps {
  /** Called after the request was stored, so the dialog can close. */
  onSubmitted?: () => void;
  /** Starting values and messages (stories show the form half filled or refused). */
  initialValues?: Partial<QuoteValues>;
  initialErrors?: FormErrors;
  /** What the server rendered the form with after a post without script (server/pages/forms.ts). */
  postback?: Postback;
}

/**
 * The spec's words for a refused post without script, where the form with script shows them as
 * toasts: an empty email has its own message, every other gap the general one.
 */
function refusedNotice(postback: Postback | undefined): string | null {
  if (postback?.outcome !== 'invalid') return null;
  const values = { ...emptyQuoteValues, ...postback.values };
  if (isBlank(values.email)) return quoteMessages.emailRequired;
  return Object.keys(blankRequired(values, modalRequired)).length > 0 ? quoteMessages.fillRequired : null;
}

/** The quote form of the site-wide dialog: every field, UK budgets, an optional attachment. */
export function ModalQuoteForm({ onSubmitted, initialValues, initialErrors, postback }: ModalQuoteFormProps) {
  const quote = useQuoteForm('modal', FORM, { initialValues, initialErrors, postback });
  const { form, loading: busy, progress } = quote;
  const notice = quote.element.summary ? refusedNotice(quote.element.summary) : null;

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const values = form.getValues();
    if (quote.markBlanks(values, modalRequired)) {
      // Two toasts: an empty email has its own message, every other gap the general one.
      if (isBlank(values.email)) void toast({ message: quoteMessages.emailRequired });
      else void toast({ message: quoteMessages.fillRequired, variant: 'info' });
      return;
    }
    if (form.validate().hasErrors) return;

    const result = await quote.send(values);
    if (result.ok) {
      void toast({ message: quoteMessages.modalSuccessToast, variant: 'success' });
      // The confirmation notice follows from the store's success (QuoteConfirmation).
      quote.clear();
      onSubmitted?.();
    } else void toast({ message: result.error, variant: 'error' });
  };

  return (
    <PageFormElement {...quote.element} label="Request a quote" multipart className={classes.form} onSubmit={handleSubmit}>
      <div className={classes.scrollArea}>
        <div className={classes.formArea}>
          {notice && <Notice tone="error" title={notice} />}
          <QuoteFields
            form={form}
            name={FORM}
            budgets={formOptions.budgets.uk}
            placeholder="Option"
            required={modalRequired}
            withDeadline
            disabled={busy}
          >
            <FileDrop {...quote.fileDrop} disabled={busy} />
          </QuoteFields>
        </div>
        <SubmitRow busy={busy} progress={progress} className={classes.actions} />
      </div>
    </PageFormElement>
  );
}

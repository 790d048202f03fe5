import type { FormErrors } from '@mantine/form';
import type { FormEvent } from 'react';
import { formOptions } from '../../schemas/options';
import { useQuote, type QuoteValues } from '../../stores/quote';
import { toast } from '../toast/toast';
import { FileDrop } from './FileDrop';
import { quoteMessages } from './messages';
import { isBlank, modalRequired } from './quoteForm';
import { QuoteFields } from './QuoteFields';
import { SubmitRow } from './SubmitRow';
import { useQuoteForm } from './useQuoteForm';
import classes from './QuoteDialog.module.css';

export interface ModalQuoteFormProps {
  /** Called after the request was stored, so the dialog can close. */
  onSubmitted?: () => void;
  /** Starting values and messages (stories show the form half filled or refused). */
  initialValues?: Partial<QuoteValues>;
  initialErrors?: FormErrors;
}

/** The quote form of the site-wide dialog: every field, UK budgets, an optional attachment. */
export function ModalQuoteForm({ onSubmitted, initialValues, initialErrors }: ModalQuoteFormProps) {
  const {
    form,
    formRef,
    file,
    setFile,
    loading: busy,
    progress,
    mounted,
    markBlanks,
    clear,
  } = useQuoteForm('modal', initialValues, initialErrors);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const values = form.getValues();
    if (markBlanks(values, modalRequired)) {
      // Two toasts: an empty email has its own message, every other gap the general one.
      if (isBlank(values.email)) void toast({ message: quoteMessages.emailRequired });
      else void toast({ message: quoteMessages.fillRequired, variant: 'info' });
      return;
    }
    if (form.validate().hasErrors) return;

    const result = await useQuote.getState().submit(values, file, 'modal');
    if (result.ok) {
      void toast({ message: quoteMessages.modalSuccessToast, variant: 'success' });
      // The confirmation notice follows from the store's success (QuoteConfirmation).
      clear();
      onSubmitted?.();
    } else {
      form.setErrors(result.fields);
      void toast({ message: result.error, variant: 'error' });
    }
  };

  return (
    <form
      ref={formRef}
      noValidate
      data-ready={mounted || undefined}
      onSubmit={handleSubmit}
      className={classes.form}
      aria-label="Request a quote"
    >
      <div className={classes.scrollArea}>
        <div className={classes.formArea}>
          <QuoteFields
            form={form}
            budgets={formOptions.budgets.uk}
            placeholder="Option"
            required={modalRequired}
            withDeadline
            disabled={busy}
          >
            <FileDrop file={file} onChange={setFile} disabled={busy} />
          </QuoteFields>
        </div>
        <SubmitRow busy={busy} progress={progress} className={classes.actions} />
      </div>
    </form>
  );
}

import { useForm, type FormErrors } from '@mantine/form';
import { useState } from 'react';
import type { PageForm, Postback } from '../../schemas/page-forms';
import { emptyQuoteValues, useQuote, type QuoteRegion, type QuoteValues } from '../../stores/quote';
import { fieldId, guardFieldsOf } from '../forms/pageForm';
import { refusedPostback, usePageFormElement } from '../forms/PageFormElement';
import { blankRequired, quoteValidator, type QuoteField } from './quoteForm';

export interface QuoteFormOptions {
  /** Starting values and messages (stories show the form half filled or refused). */
  initialValues?: Partial<QuoteValues>;
  initialErrors?: FormErrors;
  /** What the server rendered the form with after a post without script (server/pages/forms.ts). */
  postback?: Postback;
}

/**
 * What both quote forms hold and do alike: the fields (checked as the server checks them for this
 * form), the attachment (chosen now, or kept by the server from a post without script), the
 * PageFormElement's props (the postback layer every page form shares) and the drop zone's, the
 * store's loading and upload progress when the last request came from this form (the dialog can
 * open over a region page); and the steps both take the same way: marking blank required fields,
 * sending, and clearing.
 */
export function useQuoteForm(scope: QuoteRegion, name: PageForm, { initialValues, initialErrors, postback }: QuoteFormOptions) {
  const refused = refusedPostback(postback);
  const loading = useQuote((state) => state.loading && state.scope === scope);
  const progress = useQuote((state) => (state.scope === scope ? state.progress : null));
  const [file, setFile] = useState<File | null>(null);
  const [held, setHeld] = useState(refused?.file ?? null);
  const form = useForm<QuoteValues>({
    mode: 'uncontrolled',
    initialValues: { ...emptyQuoteValues, ...initialValues, ...refused?.values },
    // The attachment's message (`file`) too: the drop zone shows it.
    initialErrors: refused ? refused.errors : initialErrors,
    validate: quoteValidator(scope),
  });
  const { element, clearSummary } = usePageFormElement(name, postback, form);

  return {
    form,
    loading,
    progress,
    /** Spread on the <PageFormElement>. */
    element,
    /** Spread on the <FileDrop> (its `disabled` is the form's to say). */
    fileDrop: {
      id: fieldId(name, 'file'),
      file,
      onChange: setFile,
      held,
      onRemoveHeld: () => setHeld(null),
      error: typeof form.errors.file === 'string' ? form.errors.file : null,
    },
    /** Marks the blank required fields with their messages; true when there were any (nothing may be sent). */
    markBlanks(values: QuoteValues, required: readonly QuoteField[]) {
      clearSummary();
      const blanks = blankRequired(values, required);
      if (Object.keys(blanks).length === 0) return false;
      form.setErrors(blanks);
      return true;
    },
    /** Sends the values with the attachment and the form's guard fields; a refusal's messages go beside the fields. */
    async send(values: QuoteValues) {
      const result = await useQuote.getState().submit(values, file, scope, guardFieldsOf(element.formRef.current));
      if (!result.ok) {
        form.setErrors(result.fields);
        // The kept file was refused (it expired): it is no longer there to send.
        if (result.fields.file && !file) setHeld(null);
      }
      return result;
    },
    /** Back to empty fields and no attachment, whatever the form started with. */
    clear() {
      form.setInitialValues(emptyQuoteValues);
      form.reset();
      setFile(null);
      setHeld(null);
    },
  };
}

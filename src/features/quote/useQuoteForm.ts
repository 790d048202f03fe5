import { useForm, type FormErrors } from '@mantine/form';
import { useMounted } from '@mantine/hooks';
import { useState } from 'react';
import type { Postback } from '../../schemas/page-forms';
import { emptyQuoteValues, useQuote, type QuoteRegion, type QuoteValues } from '../../stores/quote';
import { useTypedBeforeHydration } from '../forms/useTypedBeforeHydration';
import { blankRequired, quoteValidator, type QuoteField } from './quoteForm';

/**
 * What both quote forms hold: the fields (checked as the server checks them for this form), the
 * attachment (chosen now, or kept by the server from a post without script), whether the
 * prerendered form is live yet, and the store's loading and upload progress when the last request
 * came from this form (the dialog can open over a region page); and the two steps both forms take
 * the same way: marking blank required fields, and clearing. A form rendered after a refused post
 * starts from what was typed, the server's messages and its error summary (`postback`).
 */
export function useQuoteForm(
  scope: QuoteRegion,
  initialValues?: Partial<QuoteValues>,
  initialErrors?: FormErrors,
  postback?: Postback,
) {
  const refused = postback?.outcome === 'invalid' ? postback : undefined;
  const loading = useQuote((state) => state.loading && state.scope === scope);
  const progress = useQuote((state) => (state.scope === scope ? state.progress : null));
  const [file, setFile] = useState<File | null>(null);
  const [held, setHeld] = useState(refused?.file ?? null);
  const [summary, setSummary] = useState(refused);
  const mounted = useMounted();
  const form = useForm<QuoteValues>({
    mode: 'uncontrolled',
    initialValues: { ...emptyQuoteValues, ...initialValues, ...refused?.values },
    // The attachment's message (`file`) too: the drop zone shows it.
    initialErrors: refused ? refused.errors : initialErrors,
    validate: quoteValidator(scope),
  });
  const formRef = useTypedBeforeHydration(form);
  /** Marks the blank required fields with their messages; true when there were any (nothing may be sent). */
  const markBlanks = (values: QuoteValues, required: readonly QuoteField[]) => {
    const blanks = blankRequired(values, required);
    if (Object.keys(blanks).length === 0) return false;
    form.setErrors(blanks);
    return true;
  };
  /** Back to empty fields and no attachment, whatever the form started with. */
  const clear = () => {
    form.setInitialValues(emptyQuoteValues);
    form.reset();
    setFile(null);
    setHeld(null);
  };
  return {
    form,
    formRef,
    file,
    setFile,
    held,
    setHeld,
    /** The server's message for the attachment (too large, a kept one expired), shown by the drop zone. */
    fileError: typeof form.errors.file === 'string' ? form.errors.file : null,
    summary,
    setSummary,
    loading,
    progress,
    mounted,
    markBlanks,
    clear,
  };
}

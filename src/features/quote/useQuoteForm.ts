import { useForm, type FormErrors } from '@mantine/form';
import { useMounted } from '@mantine/hooks';
import { useState } from 'react';
import { emptyQuoteValues, useQuote, type QuoteRegion, type QuoteValues } from '../../stores/quote';
import { useTypedBeforeHydration } from '../forms/useTypedBeforeHydration';
import { blankRequired, quoteValidator, type QuoteField } from './quoteForm';

/**
 * What both quote forms hold: the fields (checked as the server checks them for this form), the
 * attachment, whether the prerendered form is live yet, and the store's loading and upload
 * progress when the last request came from this form (the dialog can open over a region page);
 * and the two steps both forms take the same way: marking blank required fields, and clearing.
 */
export function useQuoteForm(scope: QuoteRegion, initialValues?: Partial<QuoteValues>, initialErrors?: FormErrors) {
  const loading = useQuote((state) => state.loading && state.scope === scope);
  const progress = useQuote((state) => (state.scope === scope ? state.progress : null));
  const [file, setFile] = useState<File | null>(null);
  const mounted = useMounted();
  const form = useForm<QuoteValues>({
    mode: 'uncontrolled',
    initialValues: { ...emptyQuoteValues, ...initialValues },
    initialErrors,
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
  };
  return { form, formRef, file, setFile, loading, progress, mounted, markBlanks, clear };
}

import { useForm, type FormErrors } from '@mantine/form';
import { useMounted } from '@mantine/hooks';
import { useState } from 'react';
import { useQuote, type QuoteRegion, type QuoteValues } from '../../stores/quote';
import { emptyQuoteValues, quoteValidator } from './quoteForm';

/**
 * What both quote forms hold: the fields (checked as the server checks them for this form), the
 * attachment, whether the prerendered form is live yet, and the store's loading and upload
 * progress when the last request came from this form (the dialog can open over a region page).
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
  return { form, file, setFile, loading, progress, mounted };
}

import type { FormErrors } from '@mantine/form';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { formOptions } from '../../schemas/options';
import { useQuote, type QuoteValues } from '../../stores/quote';
import { AppButton } from '../../ui/AppButton';
import { SiteLink, useSiteNavigate } from '../../ui/SiteLink';
import { toast } from '../toast/toast';
import { FileDrop } from './FileDrop';
import { Notice } from './Notice';
import { quoteMessages } from './messages';
import { regionRequired } from './quoteForm';
import { QuoteFields } from './QuoteFields';
import { SubmitRow } from './SubmitRow';
import { useQuoteForm } from './useQuoteForm';
import classes from './QuoteForm.module.css';

export type QuoteNotice = 'missing' | 'error' | 'success';

/** Nepal shows its banner this long before clearing the form and going home (spec section 9). */
export const NEPAL_REDIRECT_MS = 2000;

const regions = {
  uk: { budgets: formOptions.budgets.uk, other: { path: '/quote-nepal', label: 'Switch to Nepal services (NPR)' } },
  nepal: { budgets: formOptions.budgets.nepal, other: { path: '/quote-uk', label: 'Switch to UK services (GBP)' } },
} as const;

export interface RegionQuoteFormProps {
  region: 'uk' | 'nepal';
  /** Starting values, messages and notice (stories show each state). */
  initialValues?: Partial<QuoteValues>;
  initialErrors?: FormErrors;
  initialNotice?: QuoteNotice | null;
}

/** The quote form of /quote-uk and /quote-nepal: the same fields, the region's budget bands. */
export function RegionQuoteForm({ region, initialValues, initialErrors, initialNotice = null }: RegionQuoteFormProps) {
  const navigate = useSiteNavigate();
  const { form, formRef, file, setFile, loading, progress, mounted, markBlanks, clear } = useQuoteForm(
    region,
    initialValues,
    initialErrors,
  );
  const [notice, setNotice] = useState<QuoteNotice | null>(initialNotice);
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);

  // While the Nepal banner waits to redirect, the form stays locked so nothing is sent twice.
  const busy = loading || notice === 'success';
  const { budgets, other } = regions[region];

  const finish = () => {
    clear();
    useQuote.getState().reset();
    navigate('/');
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const values = form.getValues();
    if (markBlanks(values, regionRequired)) {
      setNotice('missing');
      return;
    }
    setNotice(null);
    if (form.validate().hasErrors) return;

    const result = await useQuote.getState().submit(values, file, region);
    if (!result.ok) {
      form.setErrors(result.fields);
      setNotice('error');
      return;
    }
    if (region === 'uk') {
      void toast({ title: quoteMessages.successTitle, message: quoteMessages.successText, variant: 'success' });
      finish();
    } else {
      setNotice('success');
      redirect.current = setTimeout(finish, NEPAL_REDIRECT_MS);
    }
  };

  return (
    <form
      ref={formRef}
      noValidate
      data-ready={mounted || undefined}
      onSubmit={handleSubmit}
      className={classes.form}
      aria-label={`Quote request: ${region === 'uk' ? 'UK' : 'Nepal'} services`}
    >
      <div>
        <AppButton component={SiteLink} to={other.path} variant="outline">
          {other.label}
        </AppButton>
      </div>
      <QuoteFields form={form} budgets={budgets} placeholder="Select an option" required={regionRequired} disabled={busy}>
        <FileDrop file={file} onChange={setFile} disabled={busy} />
      </QuoteFields>
      {notice === 'missing' && (
        <Notice tone="error" title={quoteMessages.missingTitle}>
          {quoteMessages.missingText}
        </Notice>
      )}
      {notice === 'error' && (
        <Notice tone="error" title={quoteMessages.failureTitle}>
          {quoteMessages.failureText}
        </Notice>
      )}
      {notice === 'success' && (
        <Notice tone="success" title={quoteMessages.successTitle}>
          {quoteMessages.successText}
        </Notice>
      )}
      <SubmitRow busy={loading} disabled={busy} progress={progress} />
    </form>
  );
}

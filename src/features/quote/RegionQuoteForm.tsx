import type { FormErrors } from '@mantine/form';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { formOptions } from '../../schemas/options';
import type { PageForm, Postback } from '../../schemas/page-forms';
import { emptyQuoteValues, useQuote, type QuoteValues } from '../../stores/quote';
import { AppButton } from '../../ui/AppButton';
import { SiteLink, useSiteNavigate } from '../../ui/SiteLink';
import { toast } from '../toast/toast';
import { FileDrop } from './FileDrop';
import { Notice } from '../forms/Notice';
import { PageFormElement } from '../forms/PageFormElement';
import { quoteMessages } from './messages';
import { blankRequired, regionRequired } from './quoteForm';
import { QuoteFields } from './QuoteFields';
import { SubmitRow } from './SubmitRow';
import { useQuoteForm } from './useQuoteForm';
import classes from './QuoteForm.module.css';

export type QuoteNotice = 'missing' | 'error' | 'success';

/** Nepal shows its banner this long before clearing the form and going home (spec section 9). */
export const NEPAL_REDIRECT_MS = 2000;

const regions = {
  uk: {
    form: 'quote-form-uk',
    budgets: formOptions.budgets.uk,
    other: { path: '/quote-nepal', label: 'Switch to Nepal services (NPR)' },
  },
  nepal: {
    form: 'quote-form-nepal',
    budgets: formOptions.budgets.nepal,
    other: { path: '/quote-uk', label: 'Switch to UK services (GBP)' },
  },
} as const satisfies Record<
  'uk' | 'nepal',
  { form: PageForm; budgets: readonly string[]; other: { path: string; label: string } }
>;

export interface RegionQuoteFormProps {
  region: 'uk' | 'nepal';
  /** Starting values, messages and notice (stories show each state). */
  initialValues?: Partial<QuoteValues>;
  initialErrors?: FormErrors;
  initialNotice?: QuoteNotice | null;
  /** What the server rendered the form with after a post without script (server/pages/forms.ts). */
  postback?: Postback;
}

/** The notice a form rendered after a post without script starts with: the spec's words for what happened. */
function postbackNotice(postback: Postback): QuoteNotice | null {
  if (postback.outcome === 'sent') return 'success';
  if (Object.keys(blankRequired({ ...emptyQuoteValues, ...postback.values }, regionRequired)).length > 0) return 'missing';
  return postback.message ? 'error' : null;
}

/**
 * The quote form of /quote-uk and /quote-nepal: the same fields, the region's budget bands. Without
 * script it posts to its page, and the server renders it again from `postback`: refused, with what
 * was typed, the messages and the file it kept, or sent, with the success notice.
 */
export function RegionQuoteForm({ region, initialValues, initialErrors, initialNotice = null, postback }: RegionQuoteFormProps) {
  const navigate = useSiteNavigate();
  const { form: name, budgets, other } = regions[region];
  const quote = useQuoteForm(region, name, { initialValues, initialErrors, postback });
  const { form, loading, progress } = quote;
  const [notice, setNotice] = useState<QuoteNotice | null>(postback ? postbackNotice(postback) : initialNotice);
  // Nepal's banner waits before going home: the form stays locked meanwhile, so nothing is sent twice.
  const [redirecting, setRedirecting] = useState(false);
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);

  const busy = loading || redirecting;

  const finish = () => {
    quote.clear();
    useQuote.getState().reset();
    navigate('/');
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const values = form.getValues();
    if (quote.markBlanks(values, regionRequired)) {
      setNotice('missing');
      return;
    }
    setNotice(null);
    if (form.validate().hasErrors) return;

    if (!(await quote.send(values)).ok) {
      setNotice('error');
      return;
    }
    if (region === 'uk') {
      void toast({ title: quoteMessages.successTitle, message: quoteMessages.successText, variant: 'success' });
      finish();
    } else {
      setNotice('success');
      setRedirecting(true);
      redirect.current = setTimeout(finish, NEPAL_REDIRECT_MS);
    }
  };

  return (
    <PageFormElement
      {...quote.element}
      label={`Quote request: ${region === 'uk' ? 'UK' : 'Nepal'} services`}
      multipart
      className={classes.form}
      onSubmit={handleSubmit}
    >
      <div>
        <AppButton component={SiteLink} to={other.path} variant="outline">
          {other.label}
        </AppButton>
      </div>
      <QuoteFields
        form={form}
        name={name}
        budgets={budgets}
        placeholder="Select an option"
        required={regionRequired}
        disabled={busy}
      >
        <FileDrop {...quote.fileDrop} disabled={busy} />
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
    </PageFormElement>
  );
}

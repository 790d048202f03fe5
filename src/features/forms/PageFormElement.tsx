import type { UseFormReturnType } from '@mantine/form';
import { useMounted } from '@mantine/hooks';
import { useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import type { PageForm, Postback } from '../../schemas/page-forms';
import { ErrorSummary } from './ErrorSummary';
import { FormGuards, usePageFormProps } from './pageForm';
import { useTypedBeforeHydration } from './useTypedBeforeHydration';
import { startSpamProof } from '../../stores/spamProof';

/** A post without script the server refused, to start the form from: its values and messages. */
export const refusedPostback = (postback: Postback | undefined) => (postback?.outcome === 'invalid' ? postback : undefined);

/**
 * The postback layer every page form shares (contact, job application, both quote forms): the
 * props PageFormElement takes (`element`) and `clearSummary`, which a form calls when the visitor
 * sends again. The summary of a refused post without script shows until then; `ready` is true
 * once the prerendered form is live (data-ready; the browser suites wait on it); the form's ref
 * hands `form` what was typed before that (useTypedBeforeHydration).
 */
export function usePageFormElement<Values extends object>(
  name: PageForm,
  postback: Postback | undefined,
  form: UseFormReturnType<Values>,
) {
  const [summary, setSummary] = useState(() => refusedPostback(postback));
  const ready = useMounted();
  const formRef = useTypedBeforeHydration(form);
  return {
    element: { form: name, formRef, ready, postback, summary },
    clearSummary: () => setSummary(undefined),
  };
}

interface PageFormElementProps {
  form: PageForm;
  /** The form's accessible name. */
  label: string;
  multipart: boolean;
  formRef: RefObject<HTMLFormElement | null>;
  className: string | undefined;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Hydrated: the browser suites wait for it before typing. */
  ready: boolean;
  postback: Postback | undefined;
  /** The server's refusal to show above the fields (a post without script, or the API's answer). */
  summary: Pick<Postback, 'errors' | 'message'> | undefined;
  children: ReactNode;
}

/**
 * A page's form element as every page form has it: posting to its page without script
 * (usePageFormProps), its guard fields first, and the summary of what the server refused at the top
 * of the form, above the fields. Its state comes from usePageFormElement.
 */
export function PageFormElement({
  form,
  label,
  multipart,
  formRef,
  className,
  onSubmit,
  ready,
  postback,
  summary,
  children,
}: PageFormElementProps) {
  return (
    <form
      ref={formRef}
      className={className}
      onSubmit={onSubmit}
      // The visitor started the form: its proof of work is solved in a Worker while they type.
      onFocus={startSpamProof}
      noValidate
      aria-label={label}
      data-ready={ready || undefined}
      {...usePageFormProps(form, { multipart })}
    >
      <FormGuards postback={postback} />
      {summary && <ErrorSummary form={form} errors={summary.errors} message={summary.message} />}
      {children}
    </form>
  );
}

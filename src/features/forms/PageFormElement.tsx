import type { FormEvent, ReactNode, RefObject } from 'react';
import type { PageForm, Postback } from '../../schemas/page-forms';
import { ErrorSummary } from './ErrorSummary';
import { FormGuards, usePageFormProps } from './pageForm';

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
 * (usePageFormProps), its guard fields first, and the summary of what the server refused above
 * the fields.
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

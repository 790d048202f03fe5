import { NativeSelect, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { formOptions } from '../../schemas/options';
import type { PageForm } from '../../schemas/page-forms';
import { fieldId } from '../forms/pageForm';
import type { QuoteValues } from '../../stores/quote';
import { quoteLabels, type QuoteField } from './quoteForm';
import classes from './QuoteForm.module.css';

export interface QuoteFieldsProps {
  form: UseFormReturnType<QuoteValues>;
  /** Which page form these are (each field's id and name come from it). */
  name: PageForm;
  /** Budget bands of the form's region (the dialog uses the UK bands). */
  budgets: readonly string[];
  /** The generic first entry of every select: 'Option' in the dialog, 'Select an option' on region pages. */
  placeholder: string;
  /** Fields marked with an asterisk (and aria-required). */
  required: readonly QuoteField[];
  /** The dialog shows the optional deadline; the region pages do not. */
  withDeadline?: boolean;
  disabled?: boolean;
  /** Placed after the fields, across the full width (the attachment). */
  children?: ReactNode;
}

/** The fields of a quote request (spec section 3), shared by the dialog and the region pages. */
export function QuoteFields({
  form,
  name,
  budgets,
  placeholder,
  required,
  withDeadline = false,
  disabled,
  children,
}: QuoteFieldsProps) {
  // React takes `key` only as its own attribute, never from a spread: each field writes key={form.key(…)}.
  const props = (field: QuoteField) => ({
    ...form.getInputProps(field),
    id: fieldId(name, field),
    name: field,
    label: quoteLabels[field],
    required: required.includes(field),
    disabled,
  });
  const choices = (list: readonly string[]) => [
    { value: '', label: placeholder },
    ...list.map((value) => ({ value, label: value })),
  ];

  return (
    <div className={classes.fields}>
      <TextInput key={form.key('fullName')} {...props('fullName')} autoComplete="name" />
      <TextInput key={form.key('email')} {...props('email')} type="email" autoComplete="email" />
      <TextInput key={form.key('phone')} {...props('phone')} type="tel" autoComplete="tel" />
      <TextInput key={form.key('companyName')} {...props('companyName')} autoComplete="organization" />
      <NativeSelect key={form.key('size')} {...props('size')} data={choices(formOptions.companySizes)} />
      <NativeSelect key={form.key('contactMethod')} {...props('contactMethod')} data={choices(formOptions.contactMethods)} />
      <NativeSelect key={form.key('services')} {...props('services')} data={choices(formOptions.services)} />
      <NativeSelect key={form.key('budget')} {...props('budget')} data={choices(budgets)} />
      <NativeSelect key={form.key('source')} {...props('source')} data={choices(formOptions.sources)} />
      {withDeadline && <TextInput key={form.key('deadline')} {...props('deadline')} placeholder="For example: end of June" />}
      <Textarea key={form.key('description')} {...props('description')} className={classes.wide} rows={4} />
      <Textarea key={form.key('additionalDetails')} {...props('additionalDetails')} className={classes.wide} rows={3} />
      {children}
    </div>
  );
}

import { NativeSelect, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import '@mantine/core/styles/Input.css';
import { formOptions } from '../../schemas/options';
import type { QuoteValues } from '../../stores/quote';
import { quoteLabels, type QuoteField } from './quoteForm';
import classes from './QuoteForm.module.css';

export interface QuoteFieldsProps {
  form: UseFormReturnType<QuoteValues>;
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
export function QuoteFields({ form, budgets, placeholder, required, withDeadline = false, disabled, children }: QuoteFieldsProps) {
  const props = (field: QuoteField) => ({
    key: form.key(field),
    ...form.getInputProps(field),
    label: quoteLabels[field],
    required: required.includes(field),
    disabled,
  });
  const choices = (list: readonly string[]) => [{ value: '', label: placeholder }, ...list.map((value) => ({ value, label: value }))];

  return (
    <div className={classes.fields}>
      <TextInput {...props('fullName')} autoComplete="name" />
      <TextInput {...props('email')} type="email" autoComplete="email" />
      <TextInput {...props('phone')} type="tel" autoComplete="tel" />
      <TextInput {...props('companyName')} autoComplete="organization" />
      <NativeSelect {...props('size')} data={choices(formOptions.companySizes)} />
      <NativeSelect {...props('contactMethod')} data={choices(formOptions.contactMethods)} />
      <NativeSelect {...props('services')} data={choices(formOptions.services)} />
      <NativeSelect {...props('budget')} data={choices(budgets)} />
      <NativeSelect {...props('source')} data={choices(formOptions.sources)} />
      {withDeadline && <TextInput {...props('deadline')} placeholder="For example: end of June" />}
      <Textarea {...props('description')} className={classes.wide} rows={4} />
      <Textarea {...props('additionalDetails')} className={classes.wide} rows={3} />
      {children}
    </div>
  );
}

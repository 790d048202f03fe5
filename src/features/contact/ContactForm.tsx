import { Alert, Textarea, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { ContactMessageSchema } from '../../schemas/contact';
import type { Postback } from '../../schemas/page-forms';
import { useContactStore, type ContactPayload } from '../../stores/contact';
import { PageFormElement } from '../forms/PageFormElement';
import { guardFieldsOf } from '../forms/pageForm';
import { requiredField } from '../forms/requiredField';
import { useSubmissionForm } from '../forms/useSubmissionForm';
import { AppButton } from '../../ui/AppButton';
import classes from './Form.module.css';

/** What the visitor reads; the tests hold these texts exactly. */
export const CONTACT_MISSING = 'Please fill all the fields';
export const CONTACT_SUCCESS = 'Thank you for submitting!. We will get to you as soon as possible';

const FORM = 'contact-form';
const REQUIRED = ['name', 'email', 'subject'] as const;
const empty: ContactPayload = { name: '', email: '', phone: '', subject: '', message: '' };
const anyMissing = (values: ContactPayload) => REQUIRED.some((key) => values[key].trim() === '');

/**
 * The contact form on /connect: name, email and subject required, phone and message optional.
 * Empty required fields show the notice and send nothing; the server's answer decides
 * between the thank-you notice (fields cleared) and an error notice (input kept). Without script it
 * posts to its page, and the server renders it again from `postback`: refused, with what was typed
 * and the messages, or sent, with the thank-you notice.
 */
export function ContactForm({ postback }: { postback?: Postback }) {
  const { form, formRef, refused, confirmed, beginSend, field, element, loading, success, error, submit } = useSubmissionForm({
    name: FORM,
    useStore: useContactStore,
    schema: ContactMessageSchema,
    empty,
    postback,
  });
  const [missing, setMissing] = useState(refused !== undefined && anyMissing(form.getValues()));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    beginSend();
    const values = form.getValues();
    setMissing(anyMissing(values));
    const { hasErrors } = form.validate();
    if (anyMissing(values) || hasErrors) return;
    if ((await submit(values, guardFieldsOf(formRef.current))).ok) form.reset();
    else form.setErrors(useContactStore.getState().fields);
  };

  return (
    <PageFormElement {...element} label="Contact form" multipart={false} className={classes.form} onSubmit={onSubmit}>
      <div className={classes.grid}>
        <TextInput label="Name" {...requiredField} autoComplete="name" {...field('name')} />
        <TextInput label="Email" type="email" {...requiredField} autoComplete="email" {...field('email')} />
        <TextInput label="Phone" type="tel" autoComplete="tel" {...field('phone')} />
        <TextInput label="Subject" {...requiredField} {...field('subject')} />
      </div>
      <Textarea label="Message" rows={5} {...field('message')} />
      <div>
        {missing && (
          <Alert color="yellow" role="alert" className={classes.notice}>
            {CONTACT_MISSING}
          </Alert>
        )}
        {(success || confirmed) && (
          <Alert color="green" role="status" className={classes.notice}>
            {CONTACT_SUCCESS}
          </Alert>
        )}
        {error && (
          <Alert color="red" role="alert" title="Your message was not sent" className={classes.notice}>
            {error}
          </Alert>
        )}
      </div>
      <div className={classes.actions}>
        <AppButton type="submit" loading={loading}>
          Send Message
        </AppButton>
      </div>
    </PageFormElement>
  );
}

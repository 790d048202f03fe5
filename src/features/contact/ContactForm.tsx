import { Alert, Textarea, TextInput } from '@mantine/core';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import { useState, type FormEvent } from 'react';
import { ContactMessageSchema } from '../../schemas/contact';
import { useContactStore, type ContactPayload } from '../../stores/contact';
import { requiredField } from '../forms/requiredField';
import { useSubmissionForm } from '../forms/useSubmissionForm';
import { AppButton } from '../../ui/AppButton';
import classes from './Form.module.css';

/** What the visitor reads; the tests hold these texts exactly. */
export const CONTACT_MISSING = 'Please fill all the fields';
export const CONTACT_SUCCESS = 'Thank you for submitting!. We will get to you as soon as possible';

const REQUIRED = ['name', 'email', 'subject'] as const;
const empty: ContactPayload = { name: '', email: '', phone: '', subject: '', message: '' };

/**
 * The contact form on /connect: name, email and subject required, phone and message optional.
 * Empty required fields show the notice and send nothing; the server's answer decides
 * between the thank-you notice (fields cleared) and an error notice (input kept).
 */
export function ContactForm() {
  const { form, formRef, ready, loading, success, error, submit } = useSubmissionForm(
    useContactStore,
    ContactMessageSchema,
    empty,
  );
  const [missing, setMissing] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = form.getValues();
    const anyMissing = REQUIRED.some((key) => values[key].trim() === '');
    setMissing(anyMissing);
    const { hasErrors } = form.validate();
    if (anyMissing || hasErrors) return;
    if ((await submit(values)).ok) form.reset();
    else form.setErrors(useContactStore.getState().fields);
  };

  return (
    <form
      ref={formRef}
      className={classes.form}
      onSubmit={onSubmit}
      noValidate
      aria-label="Contact form"
      data-ready={ready || undefined}
    >
      <div className={classes.grid}>
        <TextInput label="Name" {...requiredField} autoComplete="name" {...form.getInputProps('name')} />
        <TextInput label="Email" type="email" {...requiredField} autoComplete="email" {...form.getInputProps('email')} />
        <TextInput label="Phone" type="tel" autoComplete="tel" {...form.getInputProps('phone')} />
        <TextInput label="Subject" {...requiredField} {...form.getInputProps('subject')} />
      </div>
      <Textarea label="Message" rows={5} {...form.getInputProps('message')} />
      <div>
        {missing && (
          <Alert color="yellow" role="alert" className={classes.notice}>
            {CONTACT_MISSING}
          </Alert>
        )}
        {success && (
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
    </form>
  );
}

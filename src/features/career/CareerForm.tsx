import { NativeSelect, Progress, Textarea, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { JobApplicationSchema, POSITION_PLACEHOLDER } from '../../schemas/job-application';
import { formOptions } from '../../schemas/options';
import type { Postback } from '../../schemas/page-forms';
import { useJobApplicationStore, type JobApplicationPayload } from '../../stores/jobApplication';
import { PageFormElement } from '../forms/PageFormElement';
import { fieldId, guardFieldsOf } from '../forms/pageForm';
import { requiredField } from '../forms/requiredField';
import { useSubmissionForm } from '../forms/useSubmissionForm';
import { AppButton } from '../../ui/AppButton';
import { toast } from '../toast/toast';
import formClasses from '../contact/Form.module.css';
import classes from './CareerForm.module.css';
import { CV_REQUIRED } from './cv';
import { CvField } from './CvField';

/** What the visitor reads; the tests hold these texts exactly. */
export const APPLICATION_SUCCESS = "Application submitted successfully! We'll contact you at the entered email.";
/** The catalogue's alert text, shown as an in-page notification, never a native alert that blocks the page. */
export const APPLICATION_SUCCESS_TOAST = 'Application submitted successfully!';

const FORM = 'career-form';
/** The choice before any (spec section 8): 'Options', sent as nothing chosen. */
const PLACEHOLDER = { value: '', label: POSITION_PLACEHOLDER };
const currencies = [PLACEHOLDER, ...formOptions.currencies];

const empty: JobApplicationPayload = {
  name: '',
  contact: '',
  email: '',
  town: '',
  country: '',
  position: '',
  salary: '',
  currency: '',
  info: '',
};

/**
 * 'Join Our Team': the job application with its CV, for one of `positions` (the page's open roles
 * and the speculative one, config/job-roles.ts). Checks every field and the CV in the browser,
 * then reports the server's real answer: the success notice and a cleared form, or the server's
 * error text in red with everything the visitor entered kept. Without script it posts to its page,
 * and the server renders it again from `postback`: refused, with what was typed, the messages and
 * the CV it kept (not chosen twice), or sent, with the success notice.
 */
export function CareerForm({ positions, postback }: { positions: readonly string[]; postback?: Postback }) {
  const { form, formRef, refused, confirmed, beginSend, field, element, loading, success, error, progress, submit } =
    useSubmissionForm({
      name: FORM,
      useStore: useJobApplicationStore,
      schema: JobApplicationSchema,
      empty,
      postback,
      fileField: 'resume',
    });
  const [resume, setResume] = useState<File | null>(null);
  const [held, setHeld] = useState(refused?.file ?? null);
  const [cvError, setCvError] = useState<string | null>(refused?.errors.resume ?? null);
  const [resetKey, setResetKey] = useState(0);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    beginSend();
    const { hasErrors } = form.validate();
    const cv = resume ?? held;
    if (!cv) setCvError((current) => current ?? CV_REQUIRED);
    if (hasErrors || !cv) return;
    if ((await submit(form.getValues(), resume, guardFieldsOf(formRef.current))).ok) {
      form.reset();
      setResume(null);
      setHeld(null);
      setResetKey((key) => key + 1);
      void toast({ message: APPLICATION_SUCCESS_TOAST, variant: 'success' });
    } else {
      const { resume: resumeError, ...fields } = useJobApplicationStore.getState().fields;
      form.setErrors(fields);
      if (resumeError) {
        setCvError(resumeError);
        // The kept CV was refused (it expired): it is no longer there to send.
        if (!resume) setHeld(null);
      }
    }
  };

  return (
    <PageFormElement {...element} label="Job application" multipart={true} className={formClasses.form} onSubmit={onSubmit}>
      <div className={formClasses.grid}>
        <TextInput label="Full Name" {...requiredField} autoComplete="name" {...field('name')} />
        <TextInput label="Contact Number" type="tel" {...requiredField} autoComplete="tel" {...field('contact')} />
        <TextInput label="Email Address" type="email" {...requiredField} autoComplete="email" {...field('email')} />
        <TextInput label="Town/City" {...requiredField} autoComplete="address-level2" {...field('town')} />
        <TextInput label="Country" {...requiredField} autoComplete="country-name" {...field('country')} />
        <NativeSelect
          label="Desired Position"
          {...requiredField}
          data={[PLACEHOLDER, ...positions.map((position) => ({ value: position, label: position }))]}
          {...field('position')}
        />
        <TextInput label="Expected Salary" {...requiredField} {...field('salary')} />
        <NativeSelect label="Currency" {...requiredField} data={currencies} {...field('currency')} />
      </div>
      <Textarea label="Additional information" rows={4} {...field('info')} />
      <CvField
        id={fieldId(FORM, 'resume')}
        file={resume}
        held={held}
        error={cvError}
        resetKey={resetKey}
        onChange={(file, problem) => {
          setResume(file);
          setCvError(problem);
        }}
      />
      {loading && <Progress value={Math.round((progress ?? 0) * 100)} aria-label="CV upload progress" size="sm" />}
      <div>
        {(success || confirmed) && (
          <p role="status" className={classes.success}>
            {APPLICATION_SUCCESS}
          </p>
        )}
        {error && (
          <p role="alert" className={classes.failure}>
            {error}
          </p>
        )}
      </div>
      <div className={formClasses.actions}>
        <AppButton type="submit" disabled={loading}>
          {loading ? 'Submitting...' : 'Submit Application'}
        </AppButton>
      </div>
    </PageFormElement>
  );
}

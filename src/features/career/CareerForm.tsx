import { NativeSelect, Progress, Textarea, TextInput } from '@mantine/core';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/Progress.layer.css';
import { useState, type FormEvent } from 'react';
import { JobApplicationSchema } from '../../schemas/job-application';
import { formOptions } from '../../schemas/options';
import { useJobApplicationStore, type JobApplicationPayload } from '../../stores/jobApplication';
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

const PLACEHOLDER = { value: '', label: 'Options' };
const positions = [PLACEHOLDER, ...formOptions.jobPositions.map((position) => ({ value: position, label: position }))];
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
 * 'Join Our Team': the job application with its CV. Checks every field and the CV in the browser,
 * then reports the server's real answer: the success notice and a cleared form, or the server's
 * error text in red with everything the visitor entered kept.
 */
export function CareerForm() {
  const { form, formRef, ready, loading, success, error, progress, submit } = useSubmissionForm(
    useJobApplicationStore,
    JobApplicationSchema,
    empty,
  );
  const [resume, setResume] = useState<File | null>(null);
  const [cvError, setCvError] = useState<string | null>(null);
  const [resetKey, setResetKey] = useState(0);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { hasErrors } = form.validate();
    if (!resume) setCvError((current) => current ?? CV_REQUIRED);
    if (hasErrors || !resume) return;
    if ((await submit(form.getValues(), resume)).ok) {
      form.reset();
      setResume(null);
      setResetKey((key) => key + 1);
      void toast({ message: APPLICATION_SUCCESS_TOAST, variant: 'success' });
    } else {
      const { resume: resumeError, ...fields } = useJobApplicationStore.getState().fields;
      form.setErrors(fields);
      if (resumeError) setCvError(resumeError);
    }
  };

  return (
    <form
      ref={formRef}
      className={formClasses.form}
      onSubmit={onSubmit}
      noValidate
      aria-label="Job application"
      data-ready={ready || undefined}
    >
      <div className={formClasses.grid}>
        <TextInput label="Full Name" {...requiredField} autoComplete="name" {...form.getInputProps('name')} />
        <TextInput label="Contact Number" type="tel" {...requiredField} autoComplete="tel" {...form.getInputProps('contact')} />
        <TextInput label="Email Address" type="email" {...requiredField} autoComplete="email" {...form.getInputProps('email')} />
        <TextInput label="Town/City" {...requiredField} autoComplete="address-level2" {...form.getInputProps('town')} />
        <TextInput label="Country" {...requiredField} autoComplete="country-name" {...form.getInputProps('country')} />
        <NativeSelect label="Desired Position" {...requiredField} data={positions} {...form.getInputProps('position')} />
        <TextInput label="Expected Salary" {...requiredField} {...form.getInputProps('salary')} />
        <NativeSelect label="Currency" {...requiredField} data={currencies} {...form.getInputProps('currency')} />
      </div>
      <Textarea label="Additional information" rows={4} {...form.getInputProps('info')} />
      <CvField
        file={resume}
        error={cvError}
        resetKey={resetKey}
        onChange={(file, problem) => {
          setResume(file);
          setCvError(problem);
        }}
      />
      {loading && <Progress value={Math.round((progress ?? 0) * 100)} aria-label="CV upload progress" size="sm" />}
      <div>
        {success && (
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
    </form>
  );
}

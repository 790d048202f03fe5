import { Input } from '@mantine/core';
import { useId, type ChangeEvent } from 'react';
import type { HeldFile } from '../../schemas/page-forms';
import { FILE_SELECTED, HeldFileField } from '../forms/pageForm';
import { CV_ACCEPT, cvProblem } from './cv';
import classes from './CareerForm.module.css';

interface CvFieldProps {
  /** The input's id (the error summary links to it). */
  id?: string;
  file: File | null;
  /** A CV the server kept from a refused post, used unless another is chosen. */
  held?: HeldFile | null;
  error: string | null;
  /** A file that passed the browser checks, or null with the reason it was refused. */
  onChange: (file: File | null, problem: string | null) => void;
  /** Changes after a successful submission so the native input forgets its file too. */
  resetKey: number;
}

/**
 * The CV picker: a native file input (keyboard and screen reader friendly everywhere, and sent by
 * the form itself without script) inside Mantine's wrapper for the label, the required marker and
 * the red notice. A CV the server kept shows as selected and goes back with the form.
 */
export function CvField({ id: givenId, file, held, error, onChange, resetKey }: CvFieldProps) {
  const generated = useId();
  const id = givenId ?? generated;
  const chosenName = file?.name ?? (held ? held.name : null);
  const describedBy = [`${id}-description`, error ? `${id}-error` : chosenName ? `${id}-selected` : null]
    .filter(Boolean)
    .join(' ');

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.currentTarget.files?.[0];
    if (!chosen) return onChange(null, null);
    const problem = cvProblem(chosen);
    // A refused file is not kept, in the component or in the input.
    if (problem) event.currentTarget.value = '';
    onChange(problem ? null : chosen, problem);
  };

  return (
    <Input.Wrapper id={id} label="Upload your CV" withAsterisk description="PDF, DOC or DOCX, at most 5MB" error={error}>
      <input
        key={resetKey}
        id={id}
        className={classes.file}
        type="file"
        name="resume"
        accept={CV_ACCEPT}
        aria-required={!held}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy}
        onChange={choose}
      />
      {!file && <HeldFileField held={held} />}
      {chosenName && !error && (
        <p id={`${id}-selected`} className={classes.selected}>
          {FILE_SELECTED}
          {chosenName}
        </p>
      )}
    </Input.Wrapper>
  );
}

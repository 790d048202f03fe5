import { CloseButton } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import '@mantine/dropzone/styles.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import { useId, useState } from 'react';
import { AppButton } from '../../ui/AppButton';
import { sizeLabel } from '../../schemas/errors';
import { MAX_QUOTE_FILE_BYTES } from '../../schemas/quote';
import { FILE_TOO_LARGE } from './quoteForm';
import classes from './FileDrop.module.css';

export interface FileDropProps {
  file: File | null;
  onChange: (file: File | null) => void;
  disabled?: boolean;
}

/** Why the drop zone refused a file, in words a visitor can act on. */
function rejectionMessage(rejections: FileRejection[]): string {
  const codes = rejections.flatMap((rejection) => rejection.errors.map((error) => error.code));
  if (codes.includes('too-many-files')) return 'Attach one file only.';
  if (codes.includes('file-too-large')) return FILE_TOO_LARGE;
  return rejections[0]?.errors[0]?.message ?? 'This file cannot be attached.';
}

/**
 * The optional attachment of a quote request: any type, at most MAX_QUOTE_FILE_BYTES (the API's limit), dropped
 * or picked. Only the chosen file's name is shown, with a button to remove it.
 */
export function FileDrop({ file, onChange, disabled }: FileDropProps) {
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  return (
    <div className={classes.wrapper} role="group" aria-labelledby={`${id}-label`}>
      <span className={classes.label} id={`${id}-label`}>
        Attachment (optional)
      </span>
      <Dropzone
        className={classes.zone}
        onDrop={(files) => {
          setError(null);
          onChange(files[0] ?? null);
        }}
        onReject={(rejections) => setError(rejectionMessage(rejections))}
        maxSize={MAX_QUOTE_FILE_BYTES}
        multiple={false}
        disabled={disabled}
        // Keyboard and screen reader users get the real button inside; the zone is for pointers.
        activateOnKeyboard={false}
        inputProps={{ 'aria-label': 'Attach a file', 'aria-hidden': true }}
      >
        <div className={classes.inner}>
          <Dropzone.Accept>
            <strong>Drop the file here</strong>
          </Dropzone.Accept>
          <Dropzone.Reject>
            {/* While dragging, the browser tells the count but not the size. */}
            <strong>Drop one file only</strong>
          </Dropzone.Reject>
          <Dropzone.Idle>
            <strong>Drag a file here</strong>
          </Dropzone.Idle>
          {/* No handler: its click reaches the zone, which opens the file picker. */}
          <AppButton
            type="button"
            variant="outline"
            size="sm"
            className={classes.choose}
            disabled={disabled}
            aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          >
            {file ? 'Choose another file' : 'Choose a file'}
          </AppButton>
          <span id={hintId} className={classes.hint}>
            Any file type, at most {sizeLabel(MAX_QUOTE_FILE_BYTES)}.
          </span>
        </div>
      </Dropzone>
      {file && (
        <div className={classes.chosen}>
          <span className={classes.name} data-testid="chosen-file">
            {file.name}
          </span>
          <CloseButton size="sm" aria-label={`Remove ${file.name}`} onClick={() => onChange(null)} disabled={disabled} />
        </div>
      )}
      {error && (
        <p id={errorId} role="alert" className={classes.error}>
          {error}
        </p>
      )}
    </div>
  );
}

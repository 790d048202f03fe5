import { CloseButton } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { useId, useState } from 'react';
import { sizeLabel } from '../../schemas/errors';
import type { HeldFile } from '../../schemas/page-forms';
import { MAX_QUOTE_FILE_BYTES } from '../../schemas/quote';
import { FILE_SELECTED, HeldFileField } from '../forms/pageForm';
import { FILE_TOO_LARGE } from './quoteForm';
import classes from './FileDrop.module.css';

export interface FileDropProps {
  /** The native input's id (the error summary links to it). */
  id?: string;
  file: File | null;
  onChange: (file: File | null) => void;
  /** A file the server kept from a refused post, sent again unless another is chosen or it is removed. */
  held?: HeldFile | null;
  onRemoveHeld?: () => void;
  /** The server's message for the file, shown until another is chosen. */
  error?: string | null;
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
 * The optional attachment of a quote request: any type, at most MAX_QUOTE_FILE_BYTES (the API's
 * limit). The zone holds the browser's own file input, visible and named `file`, so a visitor
 * without script picks a file and the form posts it; with script, a file dropped anywhere on the
 * zone is taken too (the input is given it, so both agree), and the chosen file's name is shown
 * with a button to remove it.
 */
export function FileDrop({ id: givenId, file, onChange, held, onRemoveHeld, error: refusal, disabled }: FileDropProps) {
  const [rejection, setRejection] = useState<string | null>(null);
  const generated = useId();
  const id = givenId ?? generated;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const error = rejection ?? (file ? null : refusal);

  const choose = (chosen: File | null) => {
    setRejection(null);
    // A file dropped on the zone, or removed: the input holds what the form would post. (The input's
    // ref is react-dropzone's own, so it is found by its id.)
    const input = document.getElementById(id);
    if (input instanceof HTMLInputElement && chosen && input.files?.[0] !== chosen) {
      const transfer = new DataTransfer();
      transfer.items.add(chosen);
      input.files = transfer.files;
    } else if (input instanceof HTMLInputElement && !chosen) input.value = '';
    onChange(chosen);
  };

  return (
    <div className={classes.wrapper}>
      <label className={classes.label} htmlFor={id}>
        Attachment (optional)
      </label>
      <Dropzone
        className={classes.zone}
        onDrop={(files) => choose(files[0] ?? null)}
        onReject={(rejections) => setRejection(rejectionMessage(rejections))}
        maxSize={MAX_QUOTE_FILE_BYTES}
        multiple={false}
        disabled={disabled}
        // Keyboard and screen reader users have the input itself; the zone is for pointers.
        activateOnKeyboard={false}
        inputProps={{
          id,
          className: classes.input,
          // react-dropzone hides its input; this one is the control, visible and in the tab order.
          style: undefined,
          tabIndex: 0,
          'aria-label': undefined,
          'aria-describedby': error ? `${hintId} ${errorId}` : hintId,
          'aria-invalid': Boolean(error) || undefined,
        }}
        name="file"
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
            <strong>Drag a file here, or choose one</strong>
          </Dropzone.Idle>
          <span id={hintId} className={classes.hint}>
            Any file type, at most {sizeLabel(MAX_QUOTE_FILE_BYTES)}.
          </span>
        </div>
      </Dropzone>
      {file ? (
        <div className={classes.chosen}>
          <span className={classes.name} data-testid="chosen-file">
            {file.name}
          </span>
          <CloseButton size="sm" aria-label={`Remove ${file.name}`} onClick={() => choose(null)} disabled={disabled} />
        </div>
      ) : (
        held && (
          <div className={classes.chosen}>
            <HeldFileField held={held} />
            <span className={classes.name} data-testid="chosen-file">
              {FILE_SELECTED}
              {held.name}
            </span>
            <CloseButton size="sm" aria-label={`Remove ${held.name}`} onClick={onRemoveHeld} disabled={disabled} />
          </div>
        )
      )}
      {error && (
        <p id={errorId} role="alert" className={classes.error}>
          {error}
        </p>
      )}
    </div>
  );
}

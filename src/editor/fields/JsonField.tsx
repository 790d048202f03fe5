import { FieldLabel } from '@puckeditor/core';
import { useState } from 'react';
import classes from './fields.module.css';

/**
 * A value no other field can show (a table's rows, a shape added to a schema later), as the JSON
 * the file holds: every block stays editable, and saving checks it like any other field.
 */
export function JsonField({ label, value, onChange }: { label: string; value: unknown; onChange: (value: unknown) => void }) {
  const [text, setText] = useState(() => JSON.stringify(value ?? null, null, 2));
  const [problem, setProblem] = useState<string>();
  return (
    <FieldLabel label={label} el="div">
      <textarea
        className={classes.input}
        aria-label={`${label} (JSON)`}
        rows={Math.min(12, text.split('\n').length + 1)}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          try {
            onChange(JSON.parse(event.target.value));
            setProblem(undefined);
          } catch {
            setProblem('Not valid JSON yet: the page keeps the last valid value.');
          }
        }}
      />
      {problem && <p className={classes.hint}>{problem}</p>}
    </FieldLabel>
  );
}

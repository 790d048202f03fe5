import { HelpedField } from './HelpedField';
import classes from './fields.module.css';

interface DateFieldProps {
  label: string;
  value: unknown;
  onChange: (value: string | undefined) => void;
  /** What the editor should know of the date (what it means for the page), shown under it. */
  help?: string | undefined;
  /** Whether the field may be left empty (the value is then left out). */
  optional: boolean;
}

/** A calendar day (YYYY-MM-DD) chosen with the browser's date picker; emptied, an optional date is left out. */
export function DateField({ label, value, onChange, help, optional }: DateFieldProps) {
  return (
    <HelpedField label={label} help={help}>
      {(describedBy) => (
        <input
          className={classes.input}
          type="date"
          aria-label={label}
          aria-describedby={describedBy}
          required={!optional}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
        />
      )}
    </HelpedField>
  );
}

import { HelpedField } from './HelpedField';
import classes from './fields.module.css';

interface NumberFieldProps {
  label: string;
  value: unknown;
  onChange: (value: number | undefined) => void;
  /** What the editor should know of the number, shown under it (a design limit, say). */
  help: string;
  min?: number;
  max?: number;
  step?: number;
  /** Whether the field may be left empty (the value is then left out). */
  optional: boolean;
}

/** A number with its help under it: Puck's own number field has no place for help. */
export function NumberField({ label, value, onChange, help, min, max, step, optional }: NumberFieldProps) {
  return (
    <HelpedField label={label} help={help}>
      {(describedBy) => (
        <input
          className={classes.input}
          type="number"
          aria-label={label}
          aria-describedby={describedBy}
          min={min}
          max={max}
          step={step}
          required={!optional}
          value={typeof value === 'number' ? value : ''}
          onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.valueAsNumber)}
        />
      )}
    </HelpedField>
  );
}

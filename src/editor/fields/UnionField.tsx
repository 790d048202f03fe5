import { AutoField, FieldLabel, type Fields } from '@puckeditor/core';
import type { z } from 'zod';
import { labelOf } from './labels';
import { literalOf, optionFor } from '../../config/schema-shape';
import classes from './fields.module.css';

interface UnionFieldProps {
  label: string;
  union: z.ZodDiscriminatedUnion;
  /** Each option's fields, the discriminator left out. */
  fieldsOf: (option: z.ZodObject) => Fields;
  /** A new value of an option, with its defaults. */
  defaultOf: (option: z.ZodObject) => Record<string, unknown>;
  value: unknown;
  onChange: (value: Record<string, unknown>) => void;
}

/**
 * One of several shapes named by a field (an action's `kind`: a link, an e-mail or the quote
 * dialog): a choice of kind, then that kind's fields. Switching kind keeps what both kinds share
 * (the label) and drops the rest, which the new kind would refuse.
 */
export function UnionField({ label, union, fieldsOf, defaultOf, value, onChange }: UnionFieldProps) {
  const key = union.def.discriminator;
  const current = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  const options = union.options as z.ZodObject[];
  const option = optionFor(union, current) ?? options[0];
  if (!option) return <FieldLabel label={label} el="div" />;
  const { [key]: _kind, ...fields } = fieldsOf(option);
  return (
    <FieldLabel label={label} el="div">
      <div className={classes.stack}>
        <select
          className={classes.input}
          aria-label={`${label}: ${labelOf(key).toLowerCase()}`}
          value={String(literalOf(option, key))}
          onChange={(event) => {
            const next = options.find((o) => String(literalOf(o, key)) === event.target.value);
            if (!next) return;
            const kept = Object.fromEntries(Object.entries(current).filter(([k]) => k !== key && k in next.shape));
            onChange({ [key]: literalOf(next, key), ...defaultOf(next), ...kept });
          }}
        >
          {options.map((o) => (
            <option key={String(literalOf(o, key))} value={String(literalOf(o, key))}>
              {String(literalOf(o, key))}
            </option>
          ))}
        </select>
        <AutoField
          field={{ type: 'object', objectFields: fields }}
          value={current}
          onChange={(next: Record<string, unknown>) => onChange({ ...current, ...next, [key]: literalOf(option, key) })}
        />
      </div>
    </FieldLabel>
  );
}

import type { Field, Fields } from '@puckeditor/core';
import { z } from 'zod';
import { fieldKindOf, helpOf } from '../../config/field-meta';
import { DateField } from './DateField';
import { ImageField } from './ImageField';
import { JsonField } from './JsonField';
import { ListField } from './ListField';
import { NumberField } from './NumberField';
import { fieldLabel, labelOf } from './labels';
import { ProseField } from './ProseField';
import { RouteField } from './RouteField';
import { unwrap } from '../../config/schema-shape';
import { defaultObject, lengthLimits } from './schemaShape';
import { UnionField } from './UnionField';
import classes from './fields.module.css';

/** What a hand-written field receives from Puck (whose own type says `any`). */
interface CustomProps {
  value: unknown;
  onChange: (value: unknown) => void;
}

/** An item's line in a list's outline: its first text, else its number. */
function summaryOf(item: Record<string, unknown> | undefined, index = 0): string {
  const text = Object.values(item ?? {}).find((value): value is string => typeof value === 'string' && value !== '');
  return text ? (text.length > 48 ? `${text.slice(0, 47)}…` : text) : `Item ${index + 1}`;
}

/**
 * A block's fields, derived from its zod schema once: a label from each key, '(required)' where the
 * page is not valid without it, choices from an enum, lists of items and nested objects as Puck's
 * own fields. What a type alone cannot say, the schema says in its metadata (`.meta({ field })`,
 * src/config/field-meta.ts): 'image' is an image picker, 'route' a route of site.config.ts, 'prose'
 * a body's rich text, 'longText' a text area. Anything else becomes its JSON, so a new block type is
 * editable without editor code.
 */
export function fieldsOf(schema: z.ZodObject): Fields {
  return Object.fromEntries(Object.entries(schema.shape).map(([key, field]) => [key, fieldFor(key, field as z.ZodType)]));
}

export function fieldFor(key: string, schema: z.ZodType): Field {
  const { schema: inner, optional } = unwrap(schema);
  const label = fieldLabel(key, !optional);
  const kind = fieldKindOf(inner);
  if (kind === 'image')
    return {
      type: 'custom',
      label,
      render: ({ value, onChange }: CustomProps) => (
        <ImageField label={label} value={value} onChange={onChange} optional={optional} />
      ),
    };
  if (kind === 'route')
    return {
      type: 'custom',
      label,
      render: ({ value, onChange }: CustomProps) => <RouteField label={label} value={value} onChange={onChange} />,
    };
  if (kind === 'prose')
    return {
      type: 'custom',
      label,
      render: ({ value, onChange }: CustomProps) => <ProseField label={label} value={value} onChange={onChange} />,
    };
  if (inner instanceof z.ZodString) return { type: kind === 'longText' ? 'textarea' : 'text', label };
  const help = helpOf(inner);
  if (inner instanceof z.ZodISODate)
    return {
      type: 'custom',
      label,
      render: ({ value, onChange }: CustomProps) => (
        <DateField label={label} value={value} onChange={onChange} help={help} optional={optional} />
      ),
    };
  if (inner instanceof z.ZodNumber && help)
    return {
      type: 'custom',
      label,
      render: ({ value, onChange }: CustomProps) => (
        <NumberField
          label={label}
          value={value}
          onChange={onChange}
          help={help}
          min={inner.minValue ?? undefined}
          max={inner.maxValue ?? undefined}
          step={inner.isInt ? 1 : undefined}
          optional={optional}
        />
      ),
    };
  if (inner instanceof z.ZodNumber)
    return {
      type: 'number',
      label,
      min: inner.minValue ?? undefined,
      max: inner.maxValue ?? undefined,
      step: inner.isInt ? 1 : undefined,
    };
  if (inner instanceof z.ZodBoolean)
    return {
      type: 'radio',
      label,
      options: [
        { label: 'Yes', value: true },
        { label: 'No', value: false },
      ],
    };
  if (inner instanceof z.ZodEnum)
    return { type: 'select', label, options: inner.options.map((value) => ({ label: labelOf(String(value)), value })) };
  if (inner instanceof z.ZodObject) return { type: 'object', label, objectFields: fieldsOf(inner) };
  if (inner instanceof z.ZodDiscriminatedUnion) {
    const union = inner;
    return {
      type: 'custom',
      label,
      render: ({ value, onChange }: CustomProps) => (
        <UnionField label={label} union={union} fieldsOf={fieldsOf} defaultOf={defaultObject} value={value} onChange={onChange} />
      ),
    };
  }
  if (inner instanceof z.ZodArray) return listField(label, inner);
  return {
    type: 'custom',
    label,
    render: ({ value, onChange }: CustomProps) => <JsonField label={label} value={value} onChange={onChange} />,
  };
}

function listField(label: string, list: z.ZodArray): Field {
  const { min, max } = lengthLimits(list);
  const { schema: element } = unwrap(list.element as z.ZodType);
  if (element instanceof z.ZodObject)
    return {
      type: 'array',
      label,
      arrayFields: fieldsOf(element),
      defaultItemProps: () => defaultObject(element),
      getItemSummary: summaryOf,
      min,
      max,
    };
  if (element instanceof z.ZodString) {
    const multiline = fieldKindOf(element) === 'longText';
    return {
      type: 'custom',
      label,
      render: ({ value, onChange }: CustomProps) => (
        <ListField<string>
          label={label}
          value={value}
          onChange={onChange}
          min={min}
          max={max}
          newItem={() => ''}
          renderItem={(item, change, name) => {
            const input = {
              className: classes.input,
              'aria-label': name,
              value: item,
              onChange: (event: { target: { value: string } }) => change(event.target.value),
            };
            return multiline ? <textarea {...input} /> : <input {...input} />;
          }}
        />
      ),
    };
  }
  if (element instanceof z.ZodDiscriminatedUnion) {
    const union = element;
    const first = union.options[0] as z.ZodObject;
    return {
      type: 'custom',
      label,
      render: ({ value, onChange }: CustomProps) => (
        <ListField<Record<string, unknown>>
          label={label}
          value={value}
          onChange={onChange}
          min={min}
          max={max}
          newItem={() => defaultObject(first)}
          renderItem={(item, change, name) => (
            <UnionField label={name} union={union} fieldsOf={fieldsOf} defaultOf={defaultObject} value={item} onChange={change} />
          )}
        />
      ),
    };
  }
  return {
    type: 'custom',
    label,
    render: ({ value, onChange }: CustomProps) => <JsonField label={label} value={value} onChange={onChange} />,
  };
}

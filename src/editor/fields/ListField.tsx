import { FieldLabel } from '@puckeditor/core';
import type { ReactNode } from 'react';
import classes from './fields.module.css';

interface ListFieldProps<T> {
  label: string;
  value: unknown;
  onChange: (value: T[]) => void;
  /** A new item, added at the end. */
  newItem: () => T;
  renderItem: (item: T, onChange: (item: T) => void, name: string) => ReactNode;
  min?: number;
  max?: number;
}

/**
 * A list whose items are not objects of named fields, which Puck's own list field needs: plain
 * texts (paragraphs, bullets) and one-of-several shapes (a hero's actions). Items are added,
 * removed and moved up with buttons, so the keyboard does all of it.
 */
export function ListField<T>({ label, value, onChange, newItem, renderItem, min = 0, max = Infinity }: ListFieldProps<T>) {
  const items = (Array.isArray(value) ? value : []) as T[];
  const title = label.replace(/ \(required\)$/, '').toLowerCase();
  const moveUp = (index: number) =>
    onChange(items.flatMap((item, i) => (i === index - 1 ? [items[index] as T, item] : i === index ? [] : [item])));
  return (
    <FieldLabel label={label} el="div">
      <div className={classes.stack}>
        {items.map((item, index) => {
          const name = `${label.replace(/ \(required\)$/, '')} ${index + 1}`;
          return (
            <div className={classes.row} key={index}>
              <div>{renderItem(item, (next) => onChange(items.map((old, i) => (i === index ? next : old))), name)}</div>
              <button
                type="button"
                className={classes.button}
                aria-label={`Move ${name} up`}
                disabled={index === 0}
                onClick={() => moveUp(index)}
              >
                ↑
              </button>
              <button
                type="button"
                className={classes.button}
                aria-label={`Remove ${name}`}
                disabled={items.length <= min}
                onClick={() => onChange(items.filter((_, i) => i !== index))}
              >
                ✕
              </button>
            </div>
          );
        })}
        <button
          type="button"
          className={classes.button}
          disabled={items.length >= max}
          onClick={() => onChange([...items, newItem()])}
        >
          Add to {title}
        </button>
      </div>
    </FieldLabel>
  );
}

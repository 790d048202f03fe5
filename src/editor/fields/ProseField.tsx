import { FieldLabel } from '@puckeditor/core';
import type { ProseItem } from '../../blocks/shared/prose';
import { JsonField } from './JsonField';
import classes from './fields.module.css';

type Kind = 'paragraph' | 'list' | 'subheading' | 'table' | 'contactDetails';

const kinds: Record<Kind, { label: string; empty: () => ProseItem }> = {
  paragraph: { label: 'Paragraph', empty: () => '' },
  list: { label: 'List', empty: () => ({ list: [''], ordered: false }) },
  subheading: { label: 'Subheading', empty: () => ({ subheading: '' }) },
  table: { label: 'Table', empty: () => ({ table: { caption: '', columns: [''], rows: [['']] } }) },
  contactDetails: { label: 'Contact details (from site.config.ts)', empty: () => ({ contactDetails: true }) },
};

function kindOf(item: ProseItem): Kind {
  if (typeof item === 'string') return 'paragraph';
  if ('list' in item) return 'list';
  if ('subheading' in item) return 'subheading';
  if ('table' in item) return 'table';
  return 'contactDetails';
}

/**
 * The rich text of a body (an article's or a legal page's sections): paragraphs, lists,
 * subheadings and tables in order. Paragraphs keep the file's own marks, `[label](/path)` for a
 * link and `**text**` for bold, which the page renders.
 */
export function ProseField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: unknown;
  onChange: (value: ProseItem[]) => void;
}) {
  const items = (Array.isArray(value) ? value : []) as ProseItem[];
  const set = (index: number, item: ProseItem) => onChange(items.map((old, i) => (i === index ? item : old)));
  const move = (index: number) =>
    onChange(items.flatMap((item, i) => (i === index - 1 ? [items[index] as ProseItem, item] : i === index ? [] : [item])));
  return (
    <FieldLabel label={label} el="div">
      <div className={classes.stack}>
        <p className={classes.hint}>In a paragraph, [label](/path) makes a link and **text** bold.</p>
        {items.map((item, index) => {
          const kind = kindOf(item);
          const name = `${label} part ${index + 1}`;
          return (
            <div className={classes.card} key={index}>
              <div className={classes.row}>
                <select
                  className={classes.input}
                  aria-label={`${name}: kind`}
                  value={kind}
                  onChange={(event) => set(index, kinds[event.target.value as Kind].empty())}
                >
                  {Object.entries(kinds).map(([value, { label: text }]) => (
                    <option key={value} value={value}>
                      {text}
                    </option>
                  ))}
                </select>
                <button
                  type="button"
                  className={classes.button}
                  aria-label={`Move ${name} up`}
                  disabled={index === 0}
                  onClick={() => move(index)}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className={classes.button}
                  aria-label={`Remove ${name}`}
                  onClick={() => onChange(items.filter((_, i) => i !== index))}
                >
                  ✕
                </button>
              </div>
              {typeof item === 'string' && (
                <textarea
                  className={classes.input}
                  aria-label={name}
                  value={item}
                  onChange={(event) => set(index, event.target.value)}
                />
              )}
              {typeof item === 'object' && 'subheading' in item && (
                <input
                  className={classes.input}
                  aria-label={name}
                  value={item.subheading}
                  onChange={(event) => set(index, { subheading: event.target.value })}
                />
              )}
              {typeof item === 'object' && 'list' in item && (
                <>
                  <textarea
                    className={classes.input}
                    aria-label={`${name}: one point per line`}
                    value={item.list.join('\n')}
                    onChange={(event) => set(index, { ...item, list: event.target.value.split('\n') })}
                  />
                  <label className={classes.hint}>
                    <input
                      type="checkbox"
                      checked={item.ordered}
                      onChange={(event) => set(index, { ...item, ordered: event.target.checked })}
                    />{' '}
                    Numbered
                  </label>
                </>
              )}
              {typeof item === 'object' && 'table' in item && (
                <JsonField label={`${name}: table`} value={item.table} onChange={(table) => set(index, { table } as ProseItem)} />
              )}
              {typeof item === 'object' && 'contactDetails' in item && (
                <p className={classes.hint}>
                  The office cities with their addresses and the contact e-mail, from site.config.ts.
                </p>
              )}
            </div>
          );
        })}
        <button type="button" className={classes.button} onClick={() => onChange([...items, ''])}>
          Add a paragraph
        </button>
      </div>
    </FieldLabel>
  );
}

import type { Field } from '@puckeditor/core';
import { z } from 'zod';
import { BlockSchema } from '../../blocks/schemas';
import { longText } from '../../config/field-meta';
import { FaqSchema } from '../../blocks/Faq/schema';
import { HeroSchema } from '../../blocks/Hero/schema';
import { fixtureAmong, folderOf } from '../fixtures';
import { fieldFor, fieldsOf } from './fromSchema';
import { ImageField } from './ImageField';
import { NumberField } from './NumberField';
import { DateField } from './DateField';
import { JobOpeningsSchema } from '../../blocks/JobOpenings/schema';
import { ProseField } from './ProseField';
import { RouteField } from './RouteField';
import { defaultObject } from './schemaShape';

/** The fixtures as the bundler collects them for the editor (src/editor/fixtureFiles.ts). */
const fixtureFiles = import.meta.glob<Record<string, unknown>>('/src/blocks/*/*.fixture.ts', { eager: true });
const fixturesOf = (type: string) =>
  Object.entries(fixtureFiles)
    .filter(([file]) => file.startsWith(`/src/blocks/${folderOf(type)}/`))
    .map(([, module]) => module);

const blocks = BlockSchema.options.map((option) => {
  const props: z.ZodType = option.shape.props;
  if (!(props instanceof z.ZodObject)) throw new Error(`the props of ${option.shape.type.value} are not an object`);
  return [option.shape.type.value, props] as const;
});

/** The component a custom field renders (ProseField, RouteField...), if it is one. */
const editorOf = (field: Field): unknown =>
  field.type === 'custom' ? field.render({ value: undefined, onChange: () => undefined } as never).type : undefined;

/** Whether Puck's field of this type can show and edit the value (custom fields take any). */
function holds(field: Field, value: unknown): boolean {
  switch (field.type) {
    case 'text':
    case 'textarea':
      return typeof value === 'string';
    case 'number':
      return typeof value === 'number';
    case 'radio':
    case 'select':
      return field.options.some((option) => option.value === value);
    case 'array':
      return Array.isArray(value) && value.every((item) => Object.keys(item as object).every((key) => key in field.arrayFields));
    case 'object':
      return typeof value === 'object' && value !== null && Object.keys(value).every((key) => key in field.objectFields);
    default:
      return field.type === 'custom';
  }
}

describe('fields derived from the block schemas', () => {
  it.each(blocks)('every prop of the %s fixture is held by a field of its kind', (type, schema) => {
    const fixture = fixtureAmong(fixturesOf(type), schema);
    expect(fixture, `${type} has a fixture its schema accepts`).toBeDefined();
    const fields = fieldsOf(schema);
    for (const [key, value] of Object.entries(fixture ?? {})) {
      const field = fields[key];
      expect(field, `a field for ${type}.${key}`).toBeDefined();
      if (field) expect(holds(field, value), `${type}.${key} (${field.type}) holds ${JSON.stringify(value)}`).toBe(true);
    }
  });

  it('labels the hero’s fields, marks the required ones and offers its variants', () => {
    const fields = fieldsOf(HeroSchema);
    expect(fields.title).toMatchObject({ type: 'text', label: 'Title (required)' });
    expect(fields.subtitle).toMatchObject({ type: 'textarea', label: 'Subtitle' });
    expect(fields.variant).toMatchObject({ type: 'select', options: [{ value: 'home' }, { value: 'page' }] });
    // The particles' bound is a design limit, which the field says under it.
    const particles = fields.particles;
    expect(particles).toMatchObject({ type: 'custom', label: 'Particles' });
    const rendered = particles?.type === 'custom' && particles.render({ value: 80, onChange: () => undefined } as never);
    expect(rendered && rendered.type).toBe(NumberField);
    expect(rendered && rendered.props).toMatchObject({
      min: 1,
      max: 200,
      step: 1,
      optional: true,
      help: expect.stringMatching(/up to 200/),
    });
    expect(fields.image).toMatchObject({ type: 'custom', label: 'Image' });
    expect(fields.actions).toMatchObject({ type: 'custom', label: 'Actions' });
  });

  it('gives the FAQ’s entries a list of question and answer, at least one', () => {
    const items = fieldsOf(FaqSchema).items;
    expect(items).toMatchObject({ type: 'array', label: 'Items (required)', min: 1 });
    expect(items?.type === 'array' && Object.keys(items.arrayFields)).toEqual(['question', 'answer']);
    expect(
      items?.type === 'array' &&
        typeof items.defaultItemProps === 'function' &&
        (items.defaultItemProps as (index: number) => unknown)(0),
    ).toEqual({
      question: '',
      answer: '',
    });
  });

  it('takes a field’s kind from its schema’s metadata, whatever its key is called', () => {
    expect(fieldFor('note', longText())).toMatchObject({ type: 'textarea' });
    expect(fieldFor('summary', z.string())).toMatchObject({ type: 'text' });
    expect(editorOf(fieldFor('notes', z.array(longText()).meta({ field: 'prose' })))).toBe(ProseField);
    expect(editorOf(fieldFor('where', z.string().meta({ field: 'route' })))).toBe(RouteField);
    expect(editorOf(fieldFor('photo', z.object({ src: z.string() }).meta({ field: 'image' })))).toBe(ImageField);
    expect(editorOf(fieldFor('where', z.string()))).toBeUndefined();
    expect(fieldFor('count', z.number().max(9))).toMatchObject({ type: 'number', max: 9 });
    expect(editorOf(fieldFor('count', z.number().max(9).meta({ help: 'At most 9.' })))).toBe(NumberField);
  });

  it('gives a job opening a date picker for its closing date, which says what the date does, and a yes or no for remote work', () => {
    const roles = fieldsOf(JobOpeningsSchema).roles;
    const fields = roles?.type === 'array' ? roles.arrayFields : {};
    expect(Object.keys(fields)).toEqual([
      'title',
      'type',
      'location',
      'remote',
      'summary',
      'requirements',
      'postedOn',
      'closesOn',
    ]);
    expect(fields.remote).toMatchObject({ type: 'radio', label: 'Remote' });
    const closesOn = fields.closesOn;
    expect(closesOn).toMatchObject({ type: 'custom', label: 'Closes on' });
    const rendered = closesOn?.type === 'custom' && closesOn.render({ value: '2026-12-31', onChange: () => undefined } as never);
    expect(rendered && rendered.type).toBe(DateField);
    expect(rendered && rendered.props).toMatchObject({ optional: true, help: expect.stringMatching(/leaves the careers page/) });
  });

  it('turns a nested object into an object field and an unknown shape into its JSON', () => {
    expect(fieldFor('size', z.object({ width: z.number(), label: z.string().optional() }))).toMatchObject({
      type: 'object',
      objectFields: { width: { type: 'number', label: 'Width (required)' }, label: { type: 'text', label: 'Label' } },
    });
    expect(fieldFor('rows', z.array(z.array(z.string())))).toMatchObject({ type: 'custom', label: 'Rows (required)' });
  });

  it.each(blocks)('a new %s block added from the palette saves as it is', (type, schema) => {
    // What puckConfig.tsx starts a new block from.
    const start = fixtureAmong(fixturesOf(type), schema) ?? defaultObject(schema);
    expect(schema.safeParse(start).error?.issues ?? []).toEqual([]);
  });
});

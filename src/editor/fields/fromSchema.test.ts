import { z } from 'zod';
import { BlockSchema } from '../../blocks/schemas';
import { FaqSchema } from '../../blocks/Faq/schema';
import { HeroSchema } from '../../blocks/Hero/schema';
import { fixtureAmong, folderOf } from '../fixtures';
import { fieldFor, fieldsOf } from './fromSchema';
import { defaultObject } from './schemaShape';

/** The fixtures as the bundler collects them for the editor (src/editor/fixtureFiles.ts). */
const fixtureFiles = import.meta.glob<Record<string, unknown>>('/src/blocks/*/*.fixture.ts', { eager: true });
const fixturesOf = (type: string) =>
  Object.entries(fixtureFiles)
    .filter(([file]) => file.startsWith(`/src/blocks/${folderOf(type)}/`))
    .map(([, module]) => module);

describe('fields derived from the block schemas', () => {
  it.each(BlockSchema.options.map((option) => [option.shape.type.value, option.shape.props] as const))(
    'every prop of %s has a field with a label',
    (_type, schema) => {
      if (!(schema instanceof z.ZodObject)) throw new Error('props are not an object');
      const fields = fieldsOf(schema);
      expect(Object.keys(fields)).toEqual(Object.keys(schema.shape));
      for (const field of Object.values(fields)) expect(field.label).toMatch(/^[A-Z]/);
    },
  );

  it('labels the hero’s fields, marks the required ones and offers its variants', () => {
    const fields = fieldsOf(HeroSchema);
    expect(fields.title).toMatchObject({ type: 'text', label: 'Title (required)' });
    expect(fields.subtitle).toMatchObject({ type: 'textarea', label: 'Subtitle' });
    expect(fields.variant).toMatchObject({ type: 'select', options: [{ value: 'home' }, { value: 'page' }] });
    expect(fields.particles).toMatchObject({ type: 'number', min: 1, max: 200, step: 1 });
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

  it('turns a nested object into an object field and an unknown shape into its JSON', () => {
    expect(fieldFor('size', z.object({ width: z.number(), label: z.string().optional() }))).toMatchObject({
      type: 'object',
      objectFields: { width: { type: 'number', label: 'Width (required)' }, label: { type: 'text', label: 'Label' } },
    });
    expect(fieldFor('rows', z.array(z.array(z.string())))).toMatchObject({ type: 'custom', label: 'Rows (required)' });
  });

  it.each(BlockSchema.options.map((option) => [option.shape.type.value, option.shape.props] as const))(
    'a new %s block starts from its fixture, valid as it is, or from defaults of its shape',
    (type, schema) => {
      if (!(schema instanceof z.ZodObject)) throw new Error('props are not an object');
      const fixture = fixtureAmong(fixturesOf(type), schema);
      if (fixture) expect(schema.safeParse(fixture).success).toBe(true);
      expect(Object.keys(fixture ?? defaultObject(schema)).every((key) => key in schema.shape)).toBe(true);
    },
  );
});

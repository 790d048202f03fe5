import { z } from 'zod';
import { PageSchema } from '../blocks/schemas';
import { ServicesSchema } from './services-schema';

/** JSON Schemas of the files editors write, keyed by their file name under content/schema/. */
export function contentJsonSchemas(): Record<string, unknown> {
  // 'input': what an editor may write (defaults optional), not what the build produces. The page
  // editor's metadata (field-meta.ts) is no JSON Schema keyword: a field's help becomes its
  // description (shown on hover in a code editor), the rest is left out.
  const toJson = (schema: z.ZodType) =>
    z.toJSONSchema(schema, {
      io: 'input',
      unrepresentable: 'any',
      target: 'draft-7',
      override: ({ jsonSchema }) => {
        if (typeof jsonSchema.help === 'string') jsonSchema.description = jsonSchema.help;
        delete jsonSchema.help;
        delete jsonSchema.field;
        delete jsonSchema.showsSettings;
      },
    });
  return {
    'page.schema.json': toJson(PageSchema),
    'services.schema.json': toJson(ServicesSchema),
  };
}

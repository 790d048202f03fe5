import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentJsonSchemas } from './json-schema';

describe('editor JSON Schemas', () => {
  it('are committed up to date with the zod schemas (run `npm run schema` after changing a block)', () => {
    for (const [file, schema] of Object.entries(contentJsonSchemas())) {
      const committed = JSON.parse(readFileSync(path.join(process.cwd(), 'content/schema', file), 'utf8'));
      expect(committed, `content/schema/${file} is out of date: run npm run schema`).toEqual(schema);
    }
  });

  it('offer every block type to the editor', () => {
    const page = contentJsonSchemas()['page.schema.json'] as {
      properties: { blocks: { items: { oneOf?: unknown[]; anyOf?: unknown[] } } };
    };
    const options = page.properties.blocks.items.oneOf ?? page.properties.blocks.items.anyOf ?? [];
    expect(JSON.stringify(options)).toContain('"const":"hero"');
  });
});

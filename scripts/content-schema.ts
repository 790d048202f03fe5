// `npm run schema`: writes the JSON Schemas that give editors autocompletion and inline errors in
// content files (each file names its schema in "$schema"). Generated from the zod schemas, so the
// editor and the build agree; a test fails when the committed files are out of date.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { contentJsonSchemas } from '../src/config/json-schema';

const dir = path.join(process.cwd(), 'content', 'schema');
mkdirSync(dir, { recursive: true });
for (const [file, schema] of Object.entries(contentJsonSchemas())) {
  writeFileSync(path.join(dir, file), `${JSON.stringify(schema, null, 2)}\n`);
  console.log(`wrote content/schema/${file}`);
}

// The TypeScript types of the API's OpenAPI document, for the admin's and the editor's calls
// (src/api/contract.ts, client.ts's `call`): written beside the document by scripts/build/openapi.ts,
// and checked against the committed document by src/api/openapi.test.ts, so the client's types are
// the contract's.
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';

export const OPENAPI_TYPES_FILE = path.resolve(import.meta.dirname, '../../src/api/openapi.d.ts');

const HEADER = `// Written by scripts/build/openapi.ts from docs/openapi.json (npm run build): do not edit.\n\n`;

/** The types of `document` (the document's JSON text), in the file's layout. */
export async function typesOf(document: string): Promise<string> {
  return HEADER + astToString(await openapiTS(JSON.parse(document) as Parameters<typeof openapiTS>[0]));
}

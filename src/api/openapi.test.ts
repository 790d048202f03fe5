import { readFile } from 'node:fs/promises';
import { expect, it } from 'vitest';
import { OPENAPI_FILE } from '../../scripts/build/openapi';
import { OPENAPI_TYPES_FILE, typesOf } from '../../scripts/build/openapi-types';

// With contract/drift.test.ts (the committed document is the one the server serves), the client's
// types are the server's contract.
it('types the calls with the committed OpenAPI document (npm run build writes both)', async () => {
  const expected = await typesOf(await readFile(OPENAPI_FILE, 'utf8'));
  expect(
    await readFile(OPENAPI_TYPES_FILE, 'utf8'),
    'src/api/openapi.d.ts is stale: run `npm run build` (or `npx tsx scripts/build/openapi.ts`) and commit it',
  ).toBe(expected);
});

import { describe, expect, it } from 'vitest';
import { ensureBuilt } from '../../src/server/test/built-site';
import { buildIsStale } from './freshness.mjs';

describe('the build’s freshness', () => {
  it('is not stale once built: nothing the build writes itself counts as a source it is older than', async () => {
    // A build step that writes into src/ after the stamp (the API's types once did) made every test
    // file and `npm start` build again, the test files while others read the build.
    await ensureBuilt();
    expect(buildIsStale()).toBe(false);
  });
});

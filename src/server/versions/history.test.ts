import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../test/harness';
import {
  AUTOSAVE_FOLD_MS,
  findVersion,
  foldableVersion,
  forgetVersions,
  KEEP_PUBLISHED,
  KEEP_RECENT,
  listVersions,
  recordVersion,
  refoldVersion,
  type Editor,
  type NewVersion,
} from './history';

/*
 * The one history, as every document kind uses it: a page's publishes are kept as a post's
 * revisions are, one document's keeping never touches another's, and autosaves fold alike.
 */

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.cleanup());

const editor: Editor = { id: null, name: 'Asha' };
const publish = (document: string, n: number): NewVersion => ({
  document,
  event: 'publish',
  status: 'published',
  version: `v${n}`,
  body: `{"n":${n}}`,
  summary: `Publish ${n}`,
});

describe('the history of a document', () => {
  it(`keeps a page's last ${KEEP_RECENT + KEEP_PUBLISHED} publishes, newest first, and leaves every other document's as it was`, async () => {
    const other = await recordVersion(h.server.db, publish('page:other', 0), editor, new Date());
    const total = KEEP_RECENT + KEEP_PUBLISHED + 20;
    for (let n = 1; n <= total; n++) await recordVersion(h.server.db, publish('page:kept', n), editor, new Date());
    const kept = await listVersions(h.server.db, 'page:kept');
    expect(kept.map((row) => row.version)).toEqual(
      Array.from({ length: KEEP_RECENT + KEEP_PUBLISHED }, (_, i) => `v${total - i}`),
    );
    expect(await findVersion(h.server.db, 'page:other', { seq: other.seq })).toMatchObject({ body: '{"n":0}' });
    // An entry is found only under its own document.
    expect(await findVersion(h.server.db, 'page:kept', { seq: other.seq })).toBeNull();
    expect(await findVersion(h.server.db, 'page:kept', { id: other.id })).toBeNull();

    await forgetVersions(h.server.db, 'page:kept');
    expect(await listVersions(h.server.db, 'page:kept')).toEqual([]);
    expect(await listVersions(h.server.db, 'page:other')).toHaveLength(1);
  });

  it('folds an autosave into the same editor’s latest one for a few minutes, and never past another save', async () => {
    const start = new Date('2026-11-30T10:00:00Z');
    const typing = { document: 'post:folded', event: 'autosave', status: 'draft', version: '2', body: '{}' };
    const first = await recordVersion(h.server.db, typing, editor, start);
    const soon = new Date(start.getTime() + AUTOSAVE_FOLD_MS - 1);
    const fold = (id: string, at: Date, by = editor) =>
      foldableVersion(h.server.db, 'post:folded', { id, event: 'autosave', editor: by, at });

    expect(await fold(first.id, soon)).toMatchObject({ seq: first.seq });
    expect(await fold(first.id, new Date(start.getTime() + AUTOSAVE_FOLD_MS))).toBeNull();
    expect(await fold(first.id, soon, { id: 'someone-else', name: 'Ben' })).toBeNull();
    const refolded = await refoldVersion(h.server.db, first, {
      status: 'draft',
      version: '3',
      body: '{"typed":1}',
      title: 'T',
      at: soon,
    });
    expect(refolded).toMatchObject({ seq: first.seq, version: '3', body: '{"typed":1}', createdAt: start, updatedAt: soon });

    // Anything saved in between starts a new version: no one's work is folded away.
    await recordVersion(h.server.db, { ...typing, event: 'update' }, editor, soon);
    expect(await fold(first.id, soon)).toBeNull();
  });
});

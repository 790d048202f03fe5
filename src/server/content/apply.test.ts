import { mkdtemp, readdir, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { pack, type Header } from 'tar-stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyExport, RefusedExport } from './apply';

/*
 * `npm run content -- apply FILE` (scripts/content.ts): an export is written into a checkout file by
 * file, and an archive that is not an export of the site's content (a path leaving the checkout, a
 * link, a file outside content/, too large, damaged) writes nothing at all.
 */

const gzipped = promisify(gzip);

async function archive(entries: { header: Partial<Header> & Pick<Header, 'name'>; body?: string | Buffer }[]): Promise<Buffer> {
  const tar = pack();
  for (const { header, body } of entries) tar.entry(header, body ?? '');
  tar.finalize();
  const chunks: Buffer[] = [];
  for await (const chunk of tar) chunks.push(chunk as Buffer);
  return gzipped(Buffer.concat(chunks));
}
const file = (name: string, body: string) => ({ header: { name }, body });
const CONFIG = file('site.config.ts', 'export default {};\n');

let checkout = '';
const listed = async () => (await readdir(checkout, { recursive: true })).sort();
beforeEach(async () => {
  checkout = await mkdtemp(path.join(tmpdir(), 'apply-'));
  await mkdir(path.join(checkout, 'content', 'pages'), { recursive: true });
  await writeFile(path.join(checkout, 'site.config.ts'), 'export default {};\n');
  await writeFile(path.join(checkout, 'content', 'pages', 'about.json'), '{ "blocks": [] }\n');
});
afterEach(() => rm(checkout, { recursive: true, force: true }));

describe('applying an export', () => {
  it('writes the files that differ, adds new ones and leaves the rest untouched', async () => {
    const applied = await applyExport(
      await archive([
        { header: { name: 'content/', type: 'directory' } },
        CONFIG,
        file('content/pages/about.json', '{ "blocks": [1] }\n'),
        file('content/pages/new-page.json', '{}\n'),
      ]),
      checkout,
    );
    expect(applied).toEqual({
      changed: ['content/pages/about.json'],
      added: ['content/pages/new-page.json'],
      removed: [],
      unchanged: 1,
    });
    expect(await readFile(path.join(checkout, 'content/pages/about.json'), 'utf8')).toBe('{ "blocks": [1] }\n');
  });

  it('removes a page the export no longer holds (retired on the running site), and only pages', async () => {
    await writeFile(path.join(checkout, 'content', 'pages', 'retired.json'), '{ "blocks": [] }\n');
    await writeFile(path.join(checkout, 'content', 'services.json'), '{}\n');
    const applied = await applyExport(await archive([CONFIG, file('content/pages/about.json', '{ "blocks": [] }\n')]), checkout);
    expect(applied).toEqual({ changed: [], added: [], removed: ['content/pages/retired.json'], unchanged: 2 });
    expect(await listed()).toEqual(['content', 'content/pages', 'content/pages/about.json', 'content/services.json', 'site.config.ts']);
  });

  it.each([
    ['a path that leaves the checkout', [CONFIG, file('content/../../escaped.json', 'x')]],
    ['an absolute path', [CONFIG, file('/etc/cron.d/job', 'x')]],
    ['a file outside content/', [CONFIG, file('package.json', '{}')]],
    ['a symbolic link', [CONFIG, { header: { name: 'content/pages/link.json', type: 'symlink' as const, linkname: '/etc/passwd' } }]],
    ['a folder outside content/', [CONFIG, { header: { name: 'src/', type: 'directory' as const } }]],
    ['no site.config.ts', [file('content/pages/about.json', '{}')]],
  ])('refuses %s and writes nothing', async (_what, entries) => {
    const before = await listed();
    await expect(applyExport(await archive(entries), checkout)).rejects.toThrow(RefusedExport);
    expect(await listed()).toEqual(before);
    expect(await readFile(path.join(checkout, 'content/pages/about.json'), 'utf8')).toBe('{ "blocks": [] }\n');
  });

  it('refuses an archive that is not gzip, or cut short, and one too large', async () => {
    await expect(applyExport(Buffer.from('not an archive'), checkout)).rejects.toThrow(RefusedExport);
    const whole = await archive([CONFIG, file('content/pages/about.json', '{ "blocks": [2] }\n')]);
    await expect(applyExport(whole.subarray(0, whole.length - 20), checkout)).rejects.toThrow(RefusedExport);
    const big = { header: { name: 'content/big.json' }, body: Buffer.alloc(6 * 1024 * 1024, 32) };
    await expect(applyExport(await archive([CONFIG, big]), checkout)).rejects.toThrow(/larger than/);
    expect(await readFile(path.join(checkout, 'content/pages/about.json'), 'utf8')).toBe('{ "blocks": [] }\n');
  });
});

import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { duplicateAssets } from './duplicate-assets';

let dir = '';
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('the build check for assets shipped twice', () => {
  it('names the files that hold the same bytes, and passes over their compressed copies', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'assets-'));
    await mkdir(path.join(dir, 'css/async'), { recursive: true });
    await writeFile(path.join(dir, 'css/async/island-a.1.css'), '.a{color:red}');
    await writeFile(path.join(dir, 'css/async/slot-a.1.css'), '.a{color:red}');
    await writeFile(path.join(dir, 'css/async/island-b.2.css'), '.b{color:blue}');
    await writeFile(path.join(dir, 'css/async/island-b.2.css.gz'), 'x');
    await writeFile(path.join(dir, 'css/async/island-c.3.css.gz'), 'x');
    expect(await duplicateAssets(dir)).toEqual([['css/async/island-a.1.css', 'css/async/slot-a.1.css']]);
  });
});

import { globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import config, { isolatedFiles } from '../../vitest.config';

// The node project shares one module graph between the files a worker runs (vitest.config.ts). A
// vi.mock() in one of them would not reach a module another file loaded first, so it would test the
// real module or not, by the order the files ran in: such a file belongs in the isolated project.
const root = path.resolve(import.meta.dirname, '../..');

describe('the files that share modules', () => {
  it('replace no module with vi.mock(): those run isolated', () => {
    const node = config.test?.projects?.find(
      (project) => typeof project === 'object' && 'test' in project && project.test?.name === 'node',
    ) as { test: { include: string[] } } | undefined;
    expect(node, 'the node project in vitest.config.ts').toBeDefined();
    const isolated = new Set(isolatedFiles.flatMap((pattern) => globSync(pattern, { cwd: root })));
    const shared = node!.test.include
      .flatMap((pattern) => globSync(pattern, { cwd: root }))
      .filter((file) => !isolated.has(file));
    expect(shared.length).toBeGreaterThan(100);
    const self = path.relative(root, import.meta.filename);
    const mocking = shared.filter(
      (file) => file !== self && /\bvi\.(do)?[mM]ock\(/.test(readFileSync(path.join(root, file), 'utf8')),
    );
    expect(mocking, 'add these to isolatedFiles in vitest.config.ts, or test them through a real seam').toEqual([]);
  });
});

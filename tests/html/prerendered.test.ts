import { readdirSync } from 'node:fs';
import path from 'node:path';
import { FileSystemConfigLoader, formatterFactory, HtmlValidate } from 'html-validate';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt } from '../../src/server/test/built-site';

const root = path.resolve(import.meta.dirname, '../..');
const dist = path.join(root, 'dist');

/**
 * Every page the build prerenders (each route, alias and 404.html) is valid HTML by html-validate's
 * `document` rules (.htmlvalidate.json): labelled inputs, headings in order from <h1>, a doctype,
 * and every id that an aria-* or label attribute names present in the page. SRI is off: the
 * scripts are same-origin and hashed.
 */
describe('prerendered HTML', () => {
  let pages: string[] = [];

  beforeAll(async () => {
    await ensureBuilt();
    pages = readdirSync(dist, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.html'))
      .map((file) => path.join(dist, file));
  }, 600_000);

  it('covers every route, alias and the 404 page', () => {
    const relative = pages.map((file) => path.relative(dist, file));
    expect(relative).toEqual(
      expect.arrayContaining(['index.html', '404.html', 'about/index.html', 'careers/index.html', 'blog/aws/index.html']),
    );
    expect(pages.length).toBeGreaterThanOrEqual(31);
  });

  it("passes html-validate's document rules on every page", async () => {
    const validator = new HtmlValidate(new FileSystemConfigLoader());
    const results = await Promise.all(pages.map((file) => validator.validateFile(file)));
    const invalid = results.flatMap((report) => (report.valid ? [] : report.results));
    expect(formatterFactory('text')(invalid)).toBe('');
  });
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import services from '../../content/services.json';
import { ServicesSchema } from '../config/services-schema';
import { contentRoot } from '../test-utils/contentPages';

/**
 * What the compiler does not check of the services area: the files under public/ that the catalogue
 * names. The shape of the service pages is the compiler's (src/config/page-shape.ts), checked on
 * every file by pages.content.test.ts and `npm run check`.
 */
const catalogue = ServicesSchema.parse(services);

describe('services overview content', () => {
  it('has an illustration file for every service in the catalogue', () => {
    for (const item of catalogue.categories.flatMap((c) => c.items)) {
      expect(() => readFileSync(path.join(contentRoot, 'public', item.image))).not.toThrow();
    }
  });
});

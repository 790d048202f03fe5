import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import services from '../../content/services.json';
import { ServicesSchema } from '../config/services-schema';
import { blocksOf, contentRoot, loadPage } from '../test-utils/contentPages';
import { AGREED } from '../config/agreed';

/**
 * The agreed counts for the services area, checked on the content files themselves, so an editor's
 * change that breaks one fails `npm test` before the browser suite runs. The wording is the
 * editor's to change.
 */
const page = (id: string) => loadPage(id).blocks;
const catalogue = ServicesSchema.parse(services);

describe('services overview content', () => {
  it('shows the one catalogue of services in its categories', () => {
    expect(catalogue.categories).toHaveLength(AGREED.services.categories);
    expect(catalogue.categories.flatMap((c) => c.items)).toHaveLength(AGREED.services.total);
  });

  it('opens with its hero and renders the catalogue block', () => {
    const blocks = page('services');
    expect(blocks[0]?.type).toBe('hero');
    expect(blocksOf(blocks, 'serviceCatalog')).toHaveLength(1);
  });

  it('has an illustration file for every service in the catalogue', () => {
    for (const item of catalogue.categories.flatMap((c) => c.items)) {
      expect(() => readFileSync(path.join(contentRoot, 'public', item.image))).not.toThrow();
    }
  });
});

describe.each(catalogue.categories.flatMap((c) => c.items.map((item) => item.path.slice(1))))('service page %s', (id) => {
  const blocks = page(id);

  it('opens with a hero whose call to action e-mails the company with an inquiry subject', () => {
    expect(blocks[0]?.type).toBe('hero');
    const actions = blocksOf(blocks, 'hero')[0]?.actions ?? [];
    expect(actions.find((a) => a.kind === 'mail')).toMatchObject({ label: expect.any(String), subject: expect.stringMatching(/inquiry/i) });
  });

  it('has benefits, an importance section and an FAQ with the agreed count', () => {
    expect(blocksOf(blocks, 'featureGrid').length).toBeGreaterThanOrEqual(1);
    expect(blocksOf(blocks, 'mediaText')).toHaveLength(1);
    const faq = blocksOf(blocks, 'faq');
    expect(faq).toHaveLength(1);
    const expected = AGREED.faqs[`/${id}`] ?? { min: 3 };
    if (typeof expected === 'number') expect(faq[0]?.items).toHaveLength(expected);
    else expect(faq[0]?.items.length).toBeGreaterThanOrEqual(expected.min);
  });
});

describe('page-specific content', () => {
  const { servicePages } = AGREED;

  it.each(['wordpress-development', 'ecommerce-development'])('ends %s with a banner linking to /connect', (id) => {
    const last = page(id).at(-1);
    expect(last?.type).toBe('ctaBanner');
    expect(last?.type === 'ctaBanner' && last.props.actions.some((a) => a.kind === 'link' && a.to === '/connect')).toBe(true);
  });

  it('lists the WordPress benefits', () => {
    expect(blocksOf(page('wordpress-development'), 'featureGrid')[0]?.items).toHaveLength(servicePages.wordpressBenefits);
  });

  it('shows cloud migration benefits one column each', () => {
    const grid = blocksOf(page('cloud-migration'), 'featureGrid')[0];
    expect(grid?.items).toHaveLength(servicePages.cloudMigrationBenefits);
    expect(grid?.columns).toBe(servicePages.cloudMigrationBenefits);
  });

  it('gives website development its services, why-choose section, process steps and banner', () => {
    const blocks = page('custom-development');
    expect(blocksOf(blocks, 'featureGrid')[0]?.items).toHaveLength(servicePages.customDevelopmentServices);
    expect(blocksOf(blocks, 'mediaText')).toHaveLength(1);
    expect(blocksOf(blocks, 'steps')[0]?.steps).toHaveLength(servicePages.customDevelopmentSteps);
    expect(blocksOf(blocks, 'ctaBanner')).toHaveLength(1);
  });
});

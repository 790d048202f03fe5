import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import services from '../../content/services.json';
import { PageSchema, type Block, type BlockProps } from '../blocks/schemas';
import { ServicesSchema } from '../config/services-schema';

/**
 * The agreed counts for the services area, checked on the content files themselves, so an editor's
 * change that breaks one fails `npm test` before the browser suite runs.
 */
const root = path.resolve(import.meta.dirname, '../..');
const page = (id: string) =>
  PageSchema.parse(JSON.parse(readFileSync(path.join(root, 'content/pages', `${id}.json`), 'utf8'))).blocks;
const blocksOf = <T extends Block['type']>(blocks: Block[], type: T) =>
  blocks.filter((block): block is Extract<Block, { type: T }> => block.type === type).map((block) => block.props as BlockProps<T>);

const faqCounts: Record<string, number> = {
  'cloud-services': 3,
  'custom-development': 4,
  'wordpress-development': 4,
  'ecommerce-development': 4,
  'server-setup': 4,
  'cloud-migration': 4,
  'network-design': 4,
  'vpn-setup': 4,
  firewall: 4,
  'system-upgrade': 4,
  'it-support': 5,
};

describe('services overview content', () => {
  it('shows the one catalogue of 12 services in three categories', () => {
    const catalogue = ServicesSchema.parse(services);
    expect(catalogue.categories.map((c) => c.name)).toEqual([
      'Cloud Computing Solutions',
      'Website Development',
      'Managed IT Solutions',
    ]);
    expect(catalogue.categories.flatMap((c) => c.items)).toHaveLength(12);
  });

  it('titles the page Our Services and renders the catalogue block', () => {
    const blocks = page('services');
    expect(blocksOf(blocks, 'hero')[0]?.title).toBe('Our Services');
    expect(blocksOf(blocks, 'serviceCatalog')).toHaveLength(1);
  });

  it('has an illustration file for every service in the catalogue', () => {
    for (const item of ServicesSchema.parse(services).categories.flatMap((c) => c.items)) {
      expect(() => readFileSync(path.join(root, 'public', item.image))).not.toThrow();
    }
  });
});

describe.each(ServicesSchema.parse(services).categories.flatMap((c) => c.items.map((item) => item.path.slice(1))))(
  'service page %s',
  (id) => {
    const blocks = page(id);

    it('opens with a hero whose call to action e-mails the company with an inquiry subject', () => {
      expect(blocks[0]?.type).toBe('hero');
      const actions = blocksOf(blocks, 'hero')[0]?.actions ?? [];
      expect(actions.find((a) => a.kind === 'mail')).toMatchObject({ subject: expect.stringMatching(/inquiry/i) });
    });

    it('has benefits, an importance section and an FAQ with the agreed count', () => {
      expect(blocksOf(blocks, 'featureGrid').length).toBeGreaterThanOrEqual(1);
      expect(blocksOf(blocks, 'mediaText')).toHaveLength(1);
      const faq = blocksOf(blocks, 'faq');
      expect(faq).toHaveLength(1);
      const expected = faqCounts[id];
      if (expected === undefined) expect(faq[0]?.items.length).toBeGreaterThanOrEqual(3);
      else expect(faq[0]?.items).toHaveLength(expected);
    });
  },
);

describe('page-specific content', () => {
  const heroAction = (id: string) => blocksOf(page(id), 'hero')[0]?.actions.find((a) => a.kind === 'mail')?.label;

  it('labels the calls to action as agreed', () => {
    expect(heroAction('cloud-services')).toBe('Talk to our experts');
    expect(heroAction('wordpress-development')).toBe('Talk to our experts');
    expect(heroAction('ecommerce-development')).toBe('Start Your Project');
  });

  it.each(['wordpress-development', 'ecommerce-development'])('ends %s with a banner linking to /connect', (id) => {
    const last = page(id).at(-1);
    expect(last?.type).toBe('ctaBanner');
    expect(last?.type === 'ctaBanner' && last.props.actions.some((a) => a.kind === 'link' && a.to === '/connect')).toBe(true);
  });

  it('lists the four WordPress benefits', () => {
    expect(blocksOf(page('wordpress-development'), 'featureGrid')[0]?.items.map((i) => i.title)).toEqual([
      'User-Friendly',
      'Customizable',
      'SEO-Friendly',
      'Scalable',
    ]);
  });

  it('shows cloud migration benefits in three columns', () => {
    const grid = blocksOf(page('cloud-migration'), 'featureGrid')[0];
    expect(grid?.columns).toBe(3);
    expect(grid?.items.map((i) => i.title)).toEqual(['Scalability', 'Security', 'Cost Savings']);
  });

  it('gives website development its four services, why-choose, four-step process and partner banner', () => {
    const blocks = page('custom-development');
    expect(blocksOf(blocks, 'featureGrid')[0]?.items.map((i) => i.title)).toEqual([
      'Custom Website Development',
      'E-commerce Development',
      'Responsive and Mobile-Friendly Design',
      'Maintenance and Support',
    ]);
    expect(blocksOf(blocks, 'mediaText')[0]?.heading).toMatch(/why choose/i);
    expect(blocksOf(blocks, 'steps')[0]?.steps.map((s) => s.title)).toEqual([
      'Initial Consultation',
      'Planning and Design',
      'Development and Testing',
      'Launch and Optimization',
    ]);
    expect(blocksOf(blocks, 'ctaBanner')[0]?.heading).toMatch(/partner/i);
  });

  it('carries the marketing statements where they belong', () => {
    const text = (id: string) => JSON.stringify(page(id));
    expect(text('wordpress-development')).toContain('2-3 weeks');
    expect(text('wordpress-development')).toContain('1-2 months or more');
    expect(text('ecommerce-development')).toContain('up to 1 month');
    expect(text('services')).toContain('Pricing is not fixed');
    expect(text('services')).toContain('within one business day');
  });
});

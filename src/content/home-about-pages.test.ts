import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PageSchema, type Block, type BlockProps } from '../blocks/schemas';

/**
 * The agreed counts for the home, about, contact, careers and quote pages, checked on the content
 * files themselves, so an editor's change that breaks one fails `npm test`.
 */
const root = path.resolve(import.meta.dirname, '../..');
const page = (id: string) =>
  PageSchema.parse(JSON.parse(readFileSync(path.join(root, 'content/pages', `${id}.json`), 'utf8'))).blocks;
const blocksOf = <T extends Block['type']>(blocks: Block[], type: T) =>
  blocks.filter((block): block is Extract<Block, { type: T }> => block.type === type).map((block) => block.props as BlockProps<T>);
const headings = (blocks: Block[]) => blocks.map((block) => ('heading' in block.props ? block.props.heading : undefined));

describe('home page content', () => {
  const blocks = page('home');

  it('opens with the home hero, its 80 particles and the View our services button', () => {
    const [hero] = blocksOf(blocks, 'hero');
    expect(hero?.variant).toBe('home');
    expect(hero?.particles).toBe(80);
    expect(hero?.actions).toContainEqual({ kind: 'link', label: 'View our services', to: '/services' });
  });

  it('has six expertise cards linking to the six spec pages', () => {
    const expertise = blocksOf(blocks, 'linkCards').find((block) => block.heading === 'Our Expertise');
    const targets = expertise?.items.map((item) => (item.action.kind === 'link' ? item.action.to : item.action.kind));
    expect(targets).toEqual(['/network-design', '/server-setup', '/cloud-services', '/cloud-storage-backup', '/custom-development', '/it-support']);
  });

  it('presents the table order system in four steps, with an AI banner, mission and why-choose-us', () => {
    expect(blocksOf(blocks, 'steps').find((block) => block.heading.includes('Table Order'))?.steps).toHaveLength(4);
    expect(blocksOf(blocks, 'ctaBanner')[0]?.heading).toMatch(/AI/);
    expect(headings(blocks)).toEqual(expect.arrayContaining(['Table Order System', 'Our Mission', 'Why Choose Us']));
  });

  it('shows eight technologies', () => {
    expect(blocksOf(blocks, 'logoCarousel')[0]?.items).toHaveLength(8);
  });
});

describe('about page content', () => {
  it('covers mission, story, culture, team, vision and what makes us different, in that order', () => {
    expect(headings(page('about')).filter(Boolean).slice(0, 6)).toEqual([
      'Our Mission',
      'Our Story',
      'Our Culture',
      'Our Team',
      'Our Vision',
      'What Makes Us Different',
    ]);
  });
});

describe('contact page content', () => {
  it('lists the offices and keeps the contact form', () => {
    const blocks = page('connect');
    expect(blocksOf(blocks, 'offices')).toHaveLength(1);
    expect(blocksOf(blocks, 'slot').map((slot) => slot.name)).toEqual(['contact-form']);
  });
});

describe('careers page content', () => {
  const blocks = page('career');

  it('is titled Career and keeps the Join Our Team application form', () => {
    expect(blocksOf(blocks, 'hero')[0]?.title).toBe('Career');
    expect(blocksOf(blocks, 'slot')).toEqual([expect.objectContaining({ name: 'career-form', heading: 'Join Our Team' })]);
  });

  it('lists the four open roles and uses every job type', () => {
    const roles = blocksOf(blocks, 'jobOpenings')[0]?.roles ?? [];
    expect(roles.map((role) => role.title)).toEqual(['Graphics Designer', 'Digital Marketing', 'MERN Stack Developer', 'DevOps Engineer']);
    expect(new Set(roles.map((role) => role.type))).toEqual(new Set(['full-time', 'part-time', 'contract']));
  });
});

describe('quote pages content', () => {
  it('offers UK Services in GBP and Nepal Services in NPR on the chooser', () => {
    const cards = blocksOf(page('quote'), 'linkCards')[0]?.items ?? [];
    expect(cards.map((card) => [card.title, card.tags, card.action])).toEqual([
      ['UK Services', ['Pricing in GBP'], { kind: 'link', label: 'Request a UK quote', to: '/quote-uk' }],
      ['Nepal Services', ['Pricing in NPR'], { kind: 'link', label: 'Request a Nepal quote', to: '/quote-nepal' }],
    ]);
  });

  it('keeps each region form in its page', () => {
    expect(blocksOf(page('quote-uk'), 'slot').map((slot) => slot.name)).toEqual(['quote-form-uk']);
    expect(blocksOf(page('quote-nepal'), 'slot').map((slot) => slot.name)).toEqual(['quote-form-nepal']);
  });
});

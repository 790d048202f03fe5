import { describe, expect, it } from 'vitest';
import type { Block } from '../blocks/schemas';
import { blocksOf, loadPage } from '../test-utils/contentPages';
import { AGREED } from '../config/agreed';

/**
 * The agreed counts for the home, about, contact, careers and quote pages, checked on the content
 * files themselves, so an editor's change that breaks one fails `npm test`. The wording is the
 * editor's to change.
 */
const page = (id: string) => loadPage(id).blocks;
const headings = (blocks: Block[]) => blocks.flatMap((block) => ('heading' in block.props && block.props.heading ? [block.props.heading] : []));
const linkTargets = (items: readonly { action: { kind: string; to?: string } }[]) => items.map((item) => (item.action.kind === 'link' ? item.action.to : item.action.kind));

describe('home page content', () => {
  const blocks = page('home');

  it('opens with the home hero, its particles and a button to the services', () => {
    const [hero] = blocksOf(blocks, 'hero');
    expect(hero?.variant).toBe('home');
    expect(hero?.particles).toBe(AGREED.home.particles);
    expect(hero?.actions).toContainEqual(expect.objectContaining({ kind: 'link', to: '/services' }));
  });

  it('has the expertise cards linking to the agreed pages, in order', () => {
    expect(blocksOf(blocks, 'linkCards').map((block) => linkTargets(block.items))).toContainEqual(AGREED.home.expertiseLinks);
  });

  it('presents the table order system in its steps, with a banner, the mission and the technologies', () => {
    expect(blocksOf(blocks, 'steps').map((block) => block.steps.length)).toEqual([AGREED.home.tableOrderSteps]);
    expect(blocksOf(blocks, 'ctaBanner').length).toBeGreaterThanOrEqual(1);
    expect(blocksOf(blocks, 'richText').length).toBeGreaterThanOrEqual(1);
    expect(blocksOf(blocks, 'logoCarousel')[0]?.items).toHaveLength(AGREED.home.technologies);
  });
});

describe('about page content', () => {
  it('covers at least the agreed number of titled sections after its hero', () => {
    const blocks = page('about');
    expect(blocks[0]?.type).toBe('hero');
    expect(headings(blocks.slice(1)).length).toBeGreaterThanOrEqual(AGREED.aboutSections);
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

  it('opens with its hero and keeps the titled application form', () => {
    expect(blocks[0]?.type).toBe('hero');
    expect(blocksOf(blocks, 'slot')).toEqual([expect.objectContaining({ name: 'career-form', heading: expect.any(String) })]);
  });

  it('lists the open roles and uses every job type', () => {
    const roles = blocksOf(blocks, 'jobOpenings')[0]?.roles ?? [];
    expect(roles).toHaveLength(AGREED.careers.roles);
    expect(new Set(roles.map((role) => role.type))).toEqual(new Set(AGREED.careers.roleTypes));
  });
});

describe('quote pages content', () => {
  it('offers a card for each region on the chooser, each naming its currency in a tag', () => {
    const cards = blocksOf(page('quote'), 'linkCards')[0]?.items ?? [];
    expect(linkTargets(cards)).toEqual(AGREED.quoteRegions);
    for (const card of cards) expect(card.tags.length).toBeGreaterThanOrEqual(1);
  });

  it('keeps each region form in its page', () => {
    expect(blocksOf(page('quote-uk'), 'slot').map((slot) => slot.name)).toEqual(['quote-form-uk']);
    expect(blocksOf(page('quote-nepal'), 'slot').map((slot) => slot.name)).toEqual(['quote-form-nepal']);
  });
});

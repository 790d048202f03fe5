import { describe, expect, it } from 'vitest';
import { selectForRepeat, titleOf } from './determinism';

const stories = [
  { id: 'blocks-hero--home', importPath: './src/blocks/Hero/Hero.stories.tsx' },
  { id: 'blocks-hero--service', importPath: './src/blocks/Hero/Hero.stories.tsx' },
  { id: 'blocks-faq--default', importPath: './src/blocks/Faq/Faq.stories.tsx' },
  ...Array.from({ length: 200 }, (_, n) => ({
    id: `pages-page${n}--default`,
    importPath: `./.storybook/pages/Page${n}.stories.tsx`,
  })),
];

describe('the stories the determinism check captures again', () => {
  it('include every story of a component whose folder or baselines changed', () => {
    const touched = selectForRepeat(
      stories,
      ['src/blocks/Hero/Hero.module.css', 'tests/visual/baselines/blocks-faq--default.light-phone.png'],
      'a',
    );
    expect(touched.titles).toEqual(expect.arrayContaining(['blocks-hero', 'blocks-faq']));
    expect(touched.changed).toBe(2);
  });

  it('are all of them when what every story shares changed', () => {
    const all = selectForRepeat(stories, ['src/theme/theme.ts'], 'a');
    expect(all.everything).toBe(true);
    expect(all.titles).toHaveLength(new Set(stories.map((story) => titleOf(story.id))).size);
  });

  it('add a sample of about a quarter of the rest, another at each commit, the same for the same commit', () => {
    const first = selectForRepeat(stories, [], 'commit one');
    const again = selectForRepeat(stories, [], 'commit one');
    const next = selectForRepeat(stories, [], 'commit two');
    expect(first.titles).toEqual(again.titles);
    expect(first.sampled).toBeGreaterThan(30);
    expect(first.sampled).toBeLessThan(75);
    expect(next.titles).not.toEqual(first.titles);
    // Over a few commits every story is met.
    const met = new Set(Array.from({ length: 30 }, (_, n) => selectForRepeat(stories, [], `commit ${n}`).titles).flat());
    expect(met.size).toBe(new Set(stories.map((story) => titleOf(story.id))).size);
  });

  it('take about a quarter of the other stories at every commit, whatever the size of the titles drawn', () => {
    // As the site's Storybook is: a title of eighteen stories (the pages), a few of several, many of one.
    const sized = [18, 6, 4, 4, 3, ...Array.from({ length: 85 }, () => 1)].flatMap((size, title) =>
      Array.from({ length: size }, (_, n) => ({ id: `t${title}--s${n}`, importPath: `./src/t${title}/T.stories.tsx` })),
    );
    expect(sized).toHaveLength(120);
    const storiesIn = (titles: string[]) => sized.filter((story) => titles.includes(titleOf(story.id))).length;
    const counts = Array.from({ length: 40 }, (_, n) => storiesIn(selectForRepeat(sized, [], `commit ${n}`).titles));
    expect(new Set(counts)).toEqual(new Set([30]));
    // The big title is still drawn at some commits.
    const withPages = Array.from({ length: 40 }, (_, n) => selectForRepeat(sized, [], `commit ${n}`).titles).filter((titles) =>
      titles.includes('t0'),
    );
    expect(withPages.length).toBeGreaterThan(0);
  });
});

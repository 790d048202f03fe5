import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentState } from '../../schemas/live-content';
import { MAX_SEARCH_CHARS, type SearchResults } from '../../schemas/search';
import { builtDist, ensureBuilt } from '../test/built-site';
import { startHarness, type Harness } from '../test/harness';
import { attribute, parsePage, textOf } from '../test/html';
import { pageText } from './pages';

/*
 * The site's own pages in the search (issue 45), against the real build: every content page it
 * serves is found by its words from the start, noindex pages never, a page published in the live
 * editor by its new words at once, a draft's never; and /search answers as a page of the site.
 */

describe('a page’s text', () => {
  it('is the words of its blocks’ props: link labels kept, addresses, images and placeholders left out', () => {
    const text = pageText([
      {
        type: 'hero',
        props: {
          title: 'Cloud that works',
          image: { src: '/images/hero.webp', alt: 'A rack' },
          cta: { label: 'Talk to us', to: '/contact' },
        },
      },
      { type: 'richText', props: { body: 'We keep data [in the UK](/about) for {retention}.' } },
      { type: 'slot', props: { name: 'contactForm' } },
    ]);
    expect(text).toBe('Cloud that works Talk to us We keep data in the UK for .');
  });

  it('holds what its blocks show of the settings: the offices where the Offices block or contact details are', () => {
    const settings = {
      company: { email: 'hello@example.com' },
      offices: [
        {
          city: 'Leeds',
          name: 'Leeds Office',
          streetAddress: '1 Park Row',
          addressLocality: 'Leeds',
          postalCode: 'LS1 5AB',
          addressCountry: 'GB',
          telephone: '+44 113 496 0000',
        },
      ],
    } as Parameters<typeof pageText>[1];
    const offices = pageText([{ type: 'offices', props: { heading: 'Our Offices', emailLabel: 'Write to us' } }], settings);
    expect(offices).toBe(
      'Our Offices Write to us Leeds Leeds Office 1 Park Row Leeds LS1 5AB United Kingdom +44 113 496 0000 hello@example.com',
    );
    const legal = pageText(
      [
        {
          type: 'legalDocument',
          props: { sections: [{ heading: 'Contact', body: ['Reach us here.', { contactDetails: true }] }] },
        },
      ],
      settings,
    );
    expect(legal).toContain('Contact Reach us here. Leeds Leeds Office 1 Park Row');
    // Without the settings (or a block that shows none), only the page's own words.
    expect(pageText([{ type: 'offices', props: { heading: 'Our Offices' } }])).toBe('Our Offices');
  });
});

describe('the site’s pages, searched', () => {
  const OWNER = { email: 'owner@example.com', password: 'correct horse battery' };
  let h: Harness;
  let owner = '';

  beforeAll(async () => {
    await ensureBuilt();
    h = await startHarness({ distDir: builtDist, authRateLimit: { max: 10_000, windowMs: 60_000 } });
    await h.server.idle();
    owner = (await h.client.signUpAndIn(OWNER.email, OWNER.password, 'Olivia Owner')).accessToken;
  }, 600_000);
  afterAll(() => h?.cleanup());

  const find = async (q: string) => {
    const res = await h.client.call(`/api/search?q=${encodeURIComponent(q)}`);
    expect(res.status).toBe(200);
    return (await res.json()) as SearchResults;
  };
  const urls = async (q: string) => (await find(q)).hits.map((hit) => hit.url);

  it('finds the offices, a service by a misspelt name and a built-in article from the start', async () => {
    const kathmandu = await find('Kathmandu');
    expect(kathmandu.total).toBeGreaterThan(0);
    expect(kathmandu.hits[0]).toMatchObject({ kind: 'page' });
    expect(kathmandu.hits.flatMap((hit) => hit.excerpt.filter((part) => part.match).map((part) => part.text))).toContain(
      'Kathmandu',
    );
    expect((await urls('wordpres'))[0]).toBe('/wordpress-development');
    const vpn = await find('vpn');
    expect(vpn.hits).toContainEqual(expect.objectContaining({ kind: 'post', url: '/blog/vpn' }));
  });

  it('finds the Connect page by an office’s street and a part of its telephone number, which the settings hold', async () => {
    expect(await urls('Shelton Street')).toContain('/connect');
    expect(await urls('3880')).toContain('/connect');
  });

  it('never finds a noindex page', async () => {
    const source = JSON.parse(
      await readFile(path.resolve(import.meta.dirname, '../../../content/pages/search.json'), 'utf8'),
    ) as {
      blocks: unknown[];
    };
    const words = pageText(source.blocks)
      .split(' ')
      .filter((word) => word.length > 4)
      .slice(0, 3);
    for (const word of words) expect(await urls(word)).not.toContain('/search');
  });

  it('finds a page published in the live editor by its new words at once, and never by a draft’s', async () => {
    const PAGE = '/api/admin/content/pages/about';
    const about = (await (await h.client.call(PAGE, { token: owner })).json()) as DocumentState;
    const page = structuredClone(about.page) as { blocks: { type: string; props: Record<string, unknown> }[] };
    page.blocks.find((block) => block.type === 'hero')!.props.title = 'Engineers of the quetzalcoatl desk';
    const saved = await h.client.call(`${PAGE}/draft`, { method: 'PUT', token: owner, json: { page, version: about.version } });
    expect(saved.status).toBe(200);
    const { version } = (await saved.json()) as { version: string };
    expect(await urls('quetzalcoatl')).toEqual([]);

    expect((await h.client.call(`${PAGE}/publish`, { token: owner, json: { version } })).status).toBe(200);
    await expect.poll(() => urls('quetzalcoatl'), { timeout: 5_000 }).toEqual(['/about']);
  });

  it('answers /search?q= as a page of the site with the results, and a refused query with the reason', async () => {
    const res = await h.client.call('/search?q=kathmandu');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const page = parsePage(await res.text());
    const main = page.one('main');
    expect(textOf(main)).toContain('Kathmandu');
    expect(page.all('a').map((link) => attribute(link, 'href'))).toContain((await find('kathmandu')).hits[0]?.url);

    const long = await h.client.call(`/search?q=${'x'.repeat(MAX_SEARCH_CHARS + 1)}`);
    expect(long.status).toBe(400);
    expect(textOf(parsePage(await long.text()).one('main'))).toContain(`at most ${MAX_SEARCH_CHARS} characters`);

    const empty = await h.client.call('/search');
    expect(empty.status).toBe(200);
  });
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileContentJson } from '../config/compile';
import { ContentError, formatPath } from '../config/errors';
import { site } from '../config/site';
import { contentRoot, pageIds } from '../test-utils/contentPages';

/**
 * The rules every content page keeps, whatever its wording, live in the compiler
 * (src/config/page-rules.ts), which the build, `npm run check`, the editor's Save and a publish on
 * the running site run: one h1 held by the opening block, distinct section ids, links that lead
 * somewhere, an article dated no later than the site, no form where the quote dialog posts, and what
 * is agreed for each page (src/config/agreed-rules.ts: the numbers of agreed.ts and the shape around
 * them). Here each committed page passes them, and each rule refuses a page that breaks it, naming
 * the file and the field.
 */
type Json = { blocks: { type: string; props: Record<string, unknown> }[] } & Record<string, unknown>;
const fileOf = (id: string) => `content/pages/${id}.json`;
const read = (id: string) => JSON.parse(readFileSync(path.join(contentRoot, fileOf(id)), 'utf8')) as Json;
const compile = (id: string, page: Json) => compileContentJson(fileOf(id), JSON.stringify(page), site);
/** The page `id` after `change`, as the compiler answers it. */
const broken = (id: string, change: (page: Json) => void) => {
  const page = read(id);
  change(page);
  return () => compile(id, page);
};
/** The issues the compiler refuses the page `id` with after `change`, one `path: message` each. */
const refusal = (id: string, change: (page: Json) => void): string[] => {
  try {
    broken(id, change)();
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    return error.issues.map((issue) => `${formatPath(issue.path)}: ${issue.message}`);
  }
  return [];
};
/** The value at `keys` inside the page. */
const at = (page: Json, keys: (string | number)[]) =>
  keys.reduce<unknown>((value, key) => (value as Record<string | number, unknown>)[key], page);
const listAt = (page: Json, keys: (string | number)[]) => at(page, keys) as unknown[];
const propsAt = (page: Json, keys: (string | number)[]) => at(page, keys) as Record<string, unknown>;
const block = (page: Json, index: number) => {
  const found = page.blocks[index];
  if (!found) throw new Error(`the page has no blocks[${index}]`);
  return found;
};

it.each(pageIds)('content page %s keeps every rule of the compiler', (id) => {
  expect(() => compile(id, read(id))).not.toThrow();
});

describe('the compiler refuses a page', () => {
  it('whose button goes to a path no route serves', () => {
    expect(
      broken('about', (page) => {
        (block(page, 7).props.actions as unknown[])[1] = { kind: 'link', label: 'Prices', to: '/no-such-page' };
      }),
    ).toThrowErrorMatchingInlineSnapshot(`
      [ContentError: content/pages/about.json is not valid:
      - blocks[7].props.actions[1].to: the link goes to '/no-such-page', which no route of site.config.ts serves; choose one of the site’s pages]
    `);
  });

  it('whose text links to a path no route serves', () => {
    expect(
      broken('about', (page) => {
        block(page, 1).props.paragraphs = ['See [our prices](/no-such-page) and [the cookies](/cookies#table).'];
      }),
    ).toThrowErrorMatchingInlineSnapshot(`
      [ContentError: content/pages/about.json is not valid:
      - blocks[1].props.paragraphs[0]: the link goes to '/no-such-page', which no route of site.config.ts serves; choose one of the site’s pages]
    `);
  });

  it('with a second h1', () => {
    expect(
      broken('about', (page) => {
        page.blocks.push({ type: 'hero', props: { title: 'About Us, again' } });
      }),
    ).toThrowErrorMatchingInlineSnapshot(`
      [ContentError: content/pages/about.json is not valid:
      - blocks[8]: a second h1: blocks[0] already holds the page’s title, and a page has one; use another block (a banner, a text) here]
    `);
  });

  it('whose h1 is not held by its opening block, or by none', () => {
    expect(
      broken('about', (page) => {
        page.blocks.reverse();
      }),
    ).toThrowErrorMatchingInlineSnapshot(`
      [ContentError: content/pages/about.json is not valid:
      - blocks[7]: the block holding the page’s h1 comes first; move it above blocks[0]]
    `);
    expect(
      broken('about', (page) => {
        page.blocks.shift();
      }),
    ).toThrowErrorMatchingInlineSnapshot(`
      [ContentError: content/pages/about.json is not valid:
      - blocks: no block holds the page’s h1: open the page with a hero (or an article, or the sign-in screen)
      - blocks: expected the page to open with a hero, as agreed for this page (src/config/agreed-rules.ts), found none]
    `);
  });

  it('with two sections of the same id', () => {
    expect(
      broken('about', (page) => {
        block(page, 5).props.heading = 'Our mission!';
      }),
    ).toThrowErrorMatchingInlineSnapshot(`
      [ContentError: content/pages/about.json is not valid:
      - blocks[5].props.heading: the section id 'our-mission' is already that of blocks[1]; give this section a heading of its own, so in-page links and labels stay unique]
    `);
    // The sections of a legal document or an article take their ids from their headings too.
    expect(
      refusal('privacy', (page) => {
        propsAt(page, ['blocks', 1, 'props', 'sections', 8]).heading = 'Information we collect!';
      }),
    ).toEqual([
      "blocks[1].props.sections[8].heading: the section id 'information-we-collect' is already that of blocks[1].props.sections[0]; give this section a heading of its own, so in-page links and labels stay unique",
    ]);
  });

  it('whose article is dated after the site', () => {
    expect(
      refusal('blog-network-design', (page) => {
        block(page, 0).props.datePublished = '2099-01-01';
      }),
    ).toEqual([
      `blocks[0].props.datePublished: the article is dated 2099-01-01, after the site's dateModified (${site.seo.dateModified}, seo.dateModified in site.config.ts) that its BlogPosting carries; date it no later, or move seo.dateModified on first`,
    ]);
  });

  it('that holds a form where the quote dialog posts without script', () => {
    expect(
      broken('quote', (page) => {
        page.blocks.push({ type: 'slot', props: { name: 'contact-form' } });
      }),
    ).toThrowErrorMatchingInlineSnapshot(`
      [ContentError: content/pages/quote.json is not valid:
      - blocks[3]: a slot on /quote, where the quote dialog's form posts without script; put the form on another page]
    `);
  });

  it.each<[string, (string | number)[]]>([
    ['privacy', ['blocks', 1, 'props', 'sections']],
    ['privacy', ['blocks', 1, 'props', 'sections', 0, 'body', 3, 'list']],
    ['terms-conditions', ['blocks', 1, 'props', 'sections']],
    ['cookies', ['blocks', 1, 'props', 'tabs']],
    ['cookies', ['blocks', 2, 'props', 'sections']],
  ])('%s without one of the agreed items of %j', (id, keys) => {
    expect(
      broken(id, (page) => {
        const list = keys.reduce<unknown>((value, key) => (value as Record<string | number, unknown>)[key], page);
        (list as unknown[]).pop();
      }),
    ).toThrow(`${fileOf(id)} is not valid:\n- ${formatPath(keys)}: expected the agreed `);
  });

  it('whose cookie table lost a row, or a tab its link to a browser’s help', () => {
    expect(
      broken('cookies', (page) => {
        const rows = JSON.stringify(page).match(/"rows":/g);
        expect(rows).toHaveLength(1);
        const text = JSON.stringify(page).replace(/("rows":\[)\[[^\]]*\],/, '$1');
        Object.assign(page, JSON.parse(text));
      }),
    ).toThrow(/- blocks\[1\]\.props\.tabs\[\d+\]\.body\[\d+\]\.table\.rows: expected the agreed 5 rows of the cookie table/);
    expect(
      broken('cookies', (page) => {
        Object.assign(page, JSON.parse(JSON.stringify(page).replace(/\]\(https:\/\/[^)]*\)/, '')));
      }),
    ).toThrow(/- blocks\[1\]\.props\.tabs: expected the agreed 4 links to browsers’ help/);
  });

  const SHAPE = 'as agreed for this page (src/config/agreed-rules.ts)';
  const AGREED_NUMBER = '(src/config/agreed.ts)';
  const changed = 'a new number is agreed there first';
  it.each<[string, string, (page: Json) => void, string[]]>([
    // Service pages: the common shape, the FAQ's agreed count, and what some of them add.
    [
      'cloud-services',
      'an FAQ question removed',
      (page) => listAt(page, ['blocks', 3, 'props', 'items']).pop(),
      [`blocks[3].props.items: expected the agreed 3 FAQ questions ${AGREED_NUMBER}, found 2; ${changed}`],
    ],
    [
      'cloud-storage-backup',
      'fewer FAQ questions than its floor',
      (page) => listAt(page, ['blocks', 3, 'props', 'items']).splice(2),
      [`blocks[3].props.items: expected at least the agreed 3 FAQ questions ${AGREED_NUMBER}, found 2; ${changed}`],
    ],
    [
      'firewall',
      'its section on why the service matters removed',
      (page) => page.blocks.splice(2, 1),
      [`blocks: expected the section on why the service matters (the 'mediaText' block), ${SHAPE}, found none`],
    ],
    [
      'vpn-setup',
      'its benefits cut to two cards',
      (page) => listAt(page, ['blocks', 1, 'props', 'items']).splice(2),
      [`blocks[1].props.items: expected at least the agreed 3 benefit cards ${AGREED_NUMBER}, found 2; ${changed}`],
    ],
    [
      'server-setup',
      'no hero button that e-mails an inquiry',
      (page) => {
        block(page, 0).props.actions = [{ kind: 'quote', label: 'Request a quote' }];
      },
      [
        `blocks[0].props.actions: expected a button in the hero that e-mails the company an inquiry (a 'mail' action with 'inquiry' in its subject), ${SHAPE}, found none`,
      ],
    ],
    [
      'wordpress-development',
      'a benefit removed',
      (page) => listAt(page, ['blocks', 1, 'props', 'items']).pop(),
      [`blocks[1].props.items: expected the agreed 4 WordPress benefits ${AGREED_NUMBER}, found 3; ${changed}`],
    ],
    [
      'ecommerce-development',
      'its closing banner removed',
      (page) => page.blocks.pop(),
      [
        `blocks[3]: expected the page to end with a banner (a 'ctaBanner' block) with a button to /connect, ${SHAPE}, found a block of type 'faq'`,
      ],
    ],
    [
      'cloud-migration',
      'its benefits in two columns',
      (page) => {
        block(page, 1).props.columns = 2;
      },
      [`blocks[1].props.columns: expected the agreed 3 columns, one for each benefit ${AGREED_NUMBER}, found 2`],
    ],
    [
      'custom-development',
      'a process step removed',
      (page) => listAt(page, ['blocks', 3, 'props', 'steps']).pop(),
      [`blocks[3].props.steps: expected the agreed 4 process steps ${AGREED_NUMBER}, found 3; ${changed}`],
    ],
    // The home page.
    [
      'home',
      'fewer particles',
      (page) => {
        block(page, 0).props.particles = 40;
      },
      [`blocks[0].props.particles: expected the agreed 80 particles ${AGREED_NUMBER}, found 40`],
    ],
    [
      'home',
      'the compact hero, without its button to the services',
      (page) => {
        Object.assign(block(page, 0).props, { variant: 'page', actions: [{ kind: 'quote', label: 'Request a quote' }] });
      },
      [
        `blocks[0].props.variant: expected the tall 'home' hero, ${SHAPE}, found 'page'`,
        `blocks[0].props.actions: expected one button in the hero to /services, ${SHAPE}, found none`,
      ],
    ],
    [
      'home',
      'a second banner, a second set of cards and a second button to the services',
      (page) => {
        const [banner, cards] = [structuredClone(block(page, 1)), structuredClone(block(page, 2))];
        banner.props.heading = 'Another banner';
        cards.props.heading = 'More cards';
        listAt(page, ['blocks']).push(banner, cards);
        listAt(page, ['blocks', 0, 'props', 'actions']).push({ kind: 'link', label: 'All services', to: '/services' });
      },
      [
        `blocks[0].props.actions: expected one button in the hero to /services, ${SHAPE}, found 2`,
        `blocks[8]: expected one 'ctaBanner' block, ${SHAPE}, found a second: blocks[1] is already the AI solutions banner`,
        `blocks[9]: expected one 'linkCards' block, ${SHAPE}, found a second: blocks[2] is already the expertise cards`,
      ],
    ],
    [
      'home',
      'its expertise cards in another order',
      (page) => listAt(page, ['blocks', 2, 'props', 'items']).reverse(),
      [
        `blocks[2].props.items: expected the expertise cards to open the agreed pages, in order: /network-design, /server-setup, /cloud-services, /cloud-storage-backup, /custom-development, /it-support ${AGREED_NUMBER}, found /it-support, /custom-development, /cloud-storage-backup, /cloud-services, /server-setup, /network-design`,
      ],
    ],
    [
      'home',
      'a table order step and a technology removed',
      (page) => {
        listAt(page, ['blocks', 4, 'props', 'steps']).pop();
        listAt(page, ['blocks', 7, 'props', 'items']).pop();
      },
      [
        `blocks[4].props.steps: expected the agreed 4 table order steps ${AGREED_NUMBER}, found 3; ${changed}`,
        `blocks[7].props.items: expected the agreed 8 technologies ${AGREED_NUMBER}, found 7; ${changed}`,
      ],
    ],
    // About, contact, careers and quote.
    [
      'about',
      'two titled sections removed',
      (page) => page.blocks.splice(5, 2),
      [`blocks: expected at least the agreed 6 titled sections ${AGREED_NUMBER}, found 5; ${changed}`],
    ],
    [
      'connect',
      'no offices, and the careers form in place of the contact form',
      (page) => {
        page.blocks.splice(1, 1);
        block(page, 1).props.name = 'career-form';
      },
      [
        `blocks: expected the offices (the 'offices' block), ${SHAPE}, found none`,
        `blocks[1].props.name: expected the 'contact-form' slot, ${SHAPE}, found 'career-form'`,
      ],
    ],
    [
      'career',
      'its contract role made full-time',
      (page) => {
        propsAt(page, ['blocks', 2, 'props', 'roles', 1]).type = 'full-time';
      },
      [
        `blocks[2].props.roles: expected a role of each agreed type, full-time, part-time, contract ${AGREED_NUMBER}, found no contract role`,
      ],
    ],
    [
      'career',
      'a role removed, and the form without its heading',
      (page) => {
        listAt(page, ['blocks', 2, 'props', 'roles']).pop();
        delete block(page, 3).props.heading;
      },
      [
        `blocks[2].props.roles: expected the agreed 4 open roles ${AGREED_NUMBER}, found 3; ${changed}`,
        `blocks[3].props.heading: expected a heading above the form, ${SHAPE}, found none`,
      ],
    ],
    [
      'quote',
      'a region card removed',
      (page) => listAt(page, ['blocks', 1, 'props', 'items']).pop(),
      [
        `blocks[1].props.items: expected the region cards to open the agreed pages, in order: /quote-uk, /quote-nepal ${AGREED_NUMBER}, found /quote-uk`,
      ],
    ],
    [
      'quote',
      'a region card without its currency tag',
      (page) => {
        propsAt(page, ['blocks', 1, 'props', 'items', 1]).tags = [];
      },
      [`blocks[1].props.items[1].tags: expected a tag naming the region's currency, ${SHAPE}, found none`],
    ],
    [
      'quote-nepal',
      'its form removed',
      (page) => page.blocks.pop(),
      [`blocks: expected the 'quote-form-nepal' slot (its form), ${SHAPE}, found none`],
    ],
    [
      'services',
      'its catalogue removed',
      (page) => page.blocks.splice(1, 1),
      [`blocks: expected the catalogue of services (the 'serviceCatalog' block), ${SHAPE}, found none`],
    ],
    // The blog.
    [
      'blog',
      'its posts in another order',
      (page) => listAt(page, ['blocks', 1, 'props', 'posts']).reverse(),
      [
        `blocks[1].props.posts: expected the agreed posts, in order: aws, vpn, network-design ${AGREED_NUMBER}, found network-design, vpn, aws; a new post is agreed there first`,
      ],
    ],
    [
      'blog-aws',
      'an article section removed',
      (page) => listAt(page, ['blocks', 0, 'props', 'sections']).pop(),
      [`blocks[0].props.sections: expected the agreed 9 sections ${AGREED_NUMBER}, found 8; ${changed}`],
    ],
    [
      'blog-vpn',
      'a section of a line',
      (page) => {
        propsAt(page, ['blocks', 0, 'props', 'sections', 2]).body = ['Branch offices connect over the VPN.'];
      },
      [
        `blocks[0].props.sections[2].body: expected at least the agreed 300 characters of text in each section ${AGREED_NUMBER}, found 36`,
      ],
    ],
    // The legal pages, beyond their counts.
    [
      'privacy',
      'plain, its link to the cookie policy and its contact details gone',
      (page) => {
        const { props } = block(page, 1);
        props.variant = 'plain';
        const [first, last] = [
          listAt(page, ['blocks', 1, 'props', 'sections', 0, 'body']),
          listAt(page, ['blocks', 1, 'props', 'sections', 8, 'body']),
        ];
        first.push(String(first.pop()).replace('[Cookie Policy](/cookies)', 'Cookie Policy'));
        last.pop();
      },
      [
        `blocks[1].props.variant: expected variant 'toc' (a table of contents beside the sections), ${SHAPE}, found 'plain'`,
        `blocks[1].props.sections[0].body: expected one link to /cookies in this section, ${SHAPE}, found none`,
        `blocks[1].props.sections[8].body: expected the office contact details ({ "contactDetails": true }) once in the last section, ${SHAPE}, found none`,
      ],
    ],
    [
      'privacy',
      'a second link to the cookie policy, and the contact details in the first section too',
      (page) => {
        listAt(page, ['blocks', 1, 'props', 'sections', 1, 'body']).push('See also our [Cookie Policy](/cookies).');
        listAt(page, ['blocks', 1, 'props', 'sections', 0, 'body']).push({ contactDetails: true });
      },
      [
        `blocks[1].props.sections[1].body: expected no link to /cookies in this section (/cookies is linked from section 1), ${SHAPE}, found 1`,
        `blocks[1].props.sections[0].body: expected the office contact details in the last section only, ${SHAPE}, found them here`,
      ],
    ],
    [
      'cookies',
      'a closing section linking to the privacy policy twice',
      (page) => {
        listAt(page, ['blocks', 2, 'props', 'sections', 0, 'body']).push('Read the [Privacy Policy](/privacy) again.');
      },
      [`blocks[2].props.sections[0].body: expected one link to /privacy in this section, ${SHAPE}, found 2`],
    ],
    [
      'terms-conditions',
      'no Back to Top button',
      (page) => {
        delete block(page, 1).props.backToTop;
      },
      [`blocks[1].props.backToTop: expected a Back to Top button (backToTop), ${SHAPE}, found none`],
    ],
    [
      'cookies',
      'an empty cell, and a closing section without its link to the terms',
      (page) => {
        listAt(page, ['blocks', 1, 'props', 'tabs', 3, 'body', 1, 'table', 'rows', 0])[3] = ' ';
        const body = listAt(page, ['blocks', 2, 'props', 'sections', 1, 'body']);
        body[0] = String(body[0]).replace('[Terms and Conditions](/terms-conditions)', 'Terms and Conditions');
      },
      [
        `blocks[1].props.tabs[3].body[1].table.rows[0][3]: expected every cell of the cookie table to hold text, ${SHAPE}, found an empty one`,
        `blocks[2].props.sections[1].body: expected one link to /terms-conditions in this section, ${SHAPE}, found none`,
      ],
    ],
  ])('%s with %s, breaking what is agreed for it', (id, _, change, issues) => {
    expect(refusal(id, change)).toEqual(issues);
  });
});

it('refuses a catalogue without the agreed numbers of categories and services', () => {
  const services = JSON.parse(readFileSync(path.join(contentRoot, 'content/services.json'), 'utf8')) as {
    categories: unknown[];
  };
  services.categories.pop();
  expect(() => compileContentJson('content/services.json', JSON.stringify(services), site)).toThrowErrorMatchingInlineSnapshot(`
    [ContentError: content/services.json is not valid:
    - categories: expected the agreed 3 categories (src/config/agreed.ts), found 2; a new number is agreed there first
    - categories: expected the agreed 12 services in all (src/config/agreed.ts), found 6; a new number is agreed there first]
  `);
});

it('refuses a service of the catalogue that no page serves', () => {
  const services = JSON.parse(readFileSync(path.join(contentRoot, 'content/services.json'), 'utf8')) as {
    categories: { items: { path: string }[] }[];
  };
  const [first] = services.categories;
  if (first?.items[0]) first.items[0].path = '/no-such-service';
  expect(() => compileContentJson('content/services.json', JSON.stringify(services), site)).toThrowErrorMatchingInlineSnapshot(`
    [ContentError: content/services.json is not valid:
    - categories[0].items[0].path: the link goes to '/no-such-service', which no route of site.config.ts serves; choose one of the site’s pages]
  `);
});

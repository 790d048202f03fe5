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
 * somewhere, an article dated no later than the site, no form where the quote dialog posts, and the
 * shape each kind of page keeps (src/config/page-shape.ts). Here each committed page passes them,
 * each rule refuses a page that breaks it, naming the file and the field, and no rule counts: how
 * many roles, answers, sections or cards a page holds is the editors' to decide.
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
      - blocks[7].props.actions[1].to: the link goes to '/no-such-page', which is not a page of this site; choose one of the site’s pages]
    `);
  });

  it('whose text links to a path no route serves', () => {
    expect(
      broken('about', (page) => {
        block(page, 1).props.paragraphs = ['See [our prices](/no-such-page) and [the cookies](/cookies#table).'];
      }),
    ).toThrowErrorMatchingInlineSnapshot(`
      [ContentError: content/pages/about.json is not valid:
      - blocks[1].props.paragraphs[0]: the link goes to '/no-such-page', which is not a page of this site; choose one of the site’s pages]
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
      - blocks: expected the page to open with a hero, as every page of its kind keeps, found none]
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

  const SHAPE = 'as every page of its kind keeps';
  it.each<[string, string, (page: Json) => void, string[]]>([
    // Service pages: the common shape, and what some of them add.
    [
      'firewall',
      'its FAQ removed',
      (page) => page.blocks.splice(3, 1),
      [`blocks: expected the FAQ (the 'faq' block), ${SHAPE}, found none`],
    ],
    [
      'firewall',
      'its section on why the service matters removed',
      (page) => page.blocks.splice(2, 1),
      [`blocks: expected the section on why the service matters (the 'mediaText' block), ${SHAPE}, found none`],
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
      'ecommerce-development',
      'its closing banner removed',
      (page) => page.blocks.pop(),
      [
        `blocks[3]: expected the page to end with a banner (a 'ctaBanner' block) with a button to /connect, ${SHAPE}, found a block of type 'faq'`,
      ],
    ],
    // The home page.
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
    // About, contact, careers and quote.
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
      'its open roles removed',
      (page) => page.blocks.splice(2, 1),
      [`blocks: expected the open roles (the 'jobOpenings' block), ${SHAPE}, found none`],
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
        // Wherever in the section the link stands (the paragraph on page views follows it now).
        first.splice(0, first.length, ...first.map((item) => (typeof item === 'string' ? item.replace('[Cookie Policy](/cookies)', 'Cookie Policy') : item)));
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
  ])('%s with %s, breaking the shape its kind keeps', (id, _, change, issues) => {
    expect(refusal(id, change)).toEqual(issues);
  });
});

describe('the compiler leaves the counts to the editors, and accepts', () => {
  it.each<[string, string, (page: Json) => void]>([
    [
      'career',
      'a fifth role, and every role of one type',
      (page) => {
        const roles = listAt(page, ['blocks', 2, 'props', 'roles']) as Record<string, unknown>[];
        roles.push({ ...roles[0], title: 'Support Engineer' });
        for (const role of roles) role.type = 'full-time';
      },
    ],
    ['career', 'a single role', (page) => listAt(page, ['blocks', 2, 'props', 'roles']).splice(1)],
    [
      'career',
      'roles whose closing dates have passed, every one of them (they stay, closed, until removed)',
      (page) => {
        for (const role of listAt(page, ['blocks', 2, 'props', 'roles']) as Record<string, unknown>[]) {
          role.postedOn = '2020-01-01';
          role.closesOn = '2020-02-01';
        }
      },
    ],
    [
      'firewall',
      'a fifth FAQ answer',
      (page) => {
        const items = listAt(page, ['blocks', 3, 'props', 'items']);
        items.push({ ...(items[0] as object), question: 'Do you monitor the firewall after it is set up?' });
      },
    ],
    ['cloud-services', 'one FAQ answer fewer', (page) => listAt(page, ['blocks', 3, 'props', 'items']).pop()],
    ['about', 'one section fewer', (page) => page.blocks.splice(5, 1)],
    ['vpn-setup', 'a single benefit card', (page) => listAt(page, ['blocks', 1, 'props', 'items']).splice(1)],
    [
      'home',
      'fewer particles, its cards in another order, a step and a technology fewer',
      (page) => {
        block(page, 0).props.particles = 40;
        listAt(page, ['blocks', 2, 'props', 'items']).reverse();
        listAt(page, ['blocks', 4, 'props', 'steps']).pop();
        listAt(page, ['blocks', 7, 'props', 'items']).pop();
      },
    ],
    ['quote', 'a single region card', (page) => listAt(page, ['blocks', 1, 'props', 'items']).pop()],
    ['blog', 'its posts in another order', (page) => listAt(page, ['blocks', 1, 'props', 'posts']).reverse()],
    [
      'blog-vpn',
      'a section fewer, and a section of a line',
      (page) => {
        listAt(page, ['blocks', 0, 'props', 'sections']).pop();
        propsAt(page, ['blocks', 0, 'props', 'sections', 2]).body = ['Branch offices connect over the VPN.'];
      },
    ],
    ['privacy', 'a section fewer', (page) => listAt(page, ['blocks', 1, 'props', 'sections']).splice(7, 1)],
    ['cookies', 'a tab fewer', (page) => listAt(page, ['blocks', 1, 'props', 'tabs']).splice(1, 1)],
  ])('%s with %s', (id, _, change) => {
    expect(refusal(id, change)).toEqual([]);
  });

  it('a catalogue with a category and its services fewer', () => {
    const services = JSON.parse(readFileSync(path.join(contentRoot, 'content/services.json'), 'utf8')) as {
      categories: unknown[];
    };
    services.categories.pop();
    expect(() => compileContentJson('content/services.json', JSON.stringify(services), site)).not.toThrow();
  });
});

it('refuses a service of the catalogue that no page serves', () => {
  const services = JSON.parse(readFileSync(path.join(contentRoot, 'content/services.json'), 'utf8')) as {
    categories: { items: { path: string }[] }[];
  };
  const [first] = services.categories;
  if (first?.items[0]) first.items[0].path = '/no-such-service';
  expect(() => compileContentJson('content/services.json', JSON.stringify(services), site)).toThrowErrorMatchingInlineSnapshot(`
    [ContentError: content/services.json is not valid:
    - categories[0].items[0].path: the link goes to '/no-such-service', which is not a page of this site; choose one of the site’s pages]
  `);
});

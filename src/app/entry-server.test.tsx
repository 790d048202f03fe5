import { describe, expect, it } from 'vitest';
import careerJson from '../../content/pages/career.json';
import { NO_OPEN_ROLES } from '../blocks/JobOpenings/JobOpenings';
import { PageSchema, type Page } from '../blocks/schemas';
import { SPECULATIVE_POSITION } from '../config/job-roles';
import { site as bundled } from '../config/site';
import type { SiteConfig } from '../config/site-schema';
import type { Post } from '../schemas/blog';
import type { SearchPageData } from '../schemas/search';
import { render, renderBlogPost, renderNotFound, type RenderedPage } from './entry-server';

const LONDON_TELEPHONE = '+44 20 7946 0123';
const EMAIL = 'office@example.co.uk';
const CONNECT_LABEL = 'Get in touch';

/** A list of links with the one to /connect renamed. */
const renamed = (links: SiteConfig['navigation']['footer']) =>
  links.map((link) => (link.to === '/connect' ? { ...link, label: CONNECT_LABEL } : link));

/** The bundled config as an editor might have published it on the running site since the build. */
const published: SiteConfig = {
  ...bundled,
  company: { ...bundled.company, email: EMAIL },
  offices: bundled.offices.map((office) => (office.city === 'London' ? { ...office, telephone: LONDON_TELEPHONE } : office)),
  navigation: {
    ...bundled.navigation,
    header: renamed(bundled.navigation.header),
    mobile: renamed(bundled.navigation.mobile),
    footer: renamed(bundled.navigation.footer),
    services: [{ label: 'Support', links: [{ label: 'Help desk', to: '/it-support' }] }],
  },
};

const careerPage: Page = PageSchema.parse(careerJson);

const bundledLondon = bundled.offices.find((office) => office.city === 'London')?.telephone;
if (!bundledLondon) throw new Error('site.config.ts gives London no telephone: these tests change it');
const bundledConnectLabel = 'Connect';

const post: Post = {
  _id: '0b6c1d52-7f0e-4c3a-9a51-3e2f7d8c4b10',
  title: 'Backups you have actually restored',
  slug: 'backups-you-have-actually-restored',
  url: '/blog/backups-you-have-actually-restored',
  content: '<p>A backup is only as good as its last restore.</p>',
  excerpt: 'A backup is only as good as its last restore.',
  status: 'published',
  imageUrl: '',
  imageAlt: '',
  metaTitle: '',
  metaDescription: '',
  socialImageUrl: '',
  version: 1,
  author: { username: 'siteadmin' },
  publishedDate: '2025-03-04T10:00:00.000Z',
  createdAt: '2025-03-04T10:00:00.000Z',
  updatedAt: '2025-03-04T10:00:00.000Z',
};

/** The rendered page as the browser reads it: its body's HTML and its head's tags. */
function parse(page: RenderedPage) {
  const body = document.createElement('div');
  body.innerHTML = page.html;
  const head = document.createElement('template');
  head.innerHTML = page.head;
  const jsonLd = head.content.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}';
  const graph = (JSON.parse(jsonLd) as { '@graph': Array<Record<string, unknown>> })['@graph'];
  const organization = graph.find((node) => node['@type'] === 'Organization') as {
    email: string;
    location: Array<{ name: string; telephone?: string }>;
  };
  return { body, organization, graph };
}

/** What a visitor reads of the site config in the page, and what search engines read in its head. */
function siteFacts(page: RenderedPage) {
  const { body, organization } = parse(page);
  const footer = body.querySelector('footer');
  const texts = (selector: string) => [...body.querySelectorAll(selector)].map((link) => link.textContent);
  return {
    connect: {
      header: texts('nav[aria-label="Main"] a[href="/connect"]'),
      mobile: texts('#mobile-menu a[href="/connect"]'),
      footer: texts('nav[aria-label="Footer"] a[href="/connect"]'),
    },
    footerEmail: footer?.querySelector('a[href^="mailto:"]')?.textContent,
    headerServices: texts('#services-menu a'),
    organization: {
      email: organization.email,
      london: organization.location.find((place) => place.name === 'London Office')?.telephone,
    },
  };
}

/** The props the page hands the services dropdown's island, which the browser hydrates it with. */
function servicesMenuProps(page: RenderedPage): Record<string, unknown> {
  const { body } = parse(page);
  const placeholder = body.querySelector('[data-island="services-menu"]');
  return JSON.parse(placeholder?.getAttribute('data-props') ?? 'null') as Record<string, unknown>;
}

describe('a content page rendered on request', () => {
  it('shows the site config it is given in the header, footer, offices block and Organization', async () => {
    const page = await render('/connect', { site: published });
    const { body } = parse(page);
    const london = body.querySelector('[data-office="London"]');
    expect(london).toHaveTextContent(LONDON_TELEPHONE);
    expect(london?.querySelector('a[href^="tel:"]')).toHaveAttribute('href', 'tel:+442079460123');
    expect(body.querySelector('[data-contact-email]')).toHaveTextContent(EMAIL);
    expect(siteFacts(page)).toEqual({
      connect: { header: [CONNECT_LABEL], mobile: [CONNECT_LABEL], footer: [CONNECT_LABEL] },
      footerEmail: EMAIL,
      headerServices: ['Help desk'],
      organization: { email: EMAIL, london: LONDON_TELEPHONE },
    });
  });

  it("hands the services dropdown's island the groups it rendered, so the browser hydrates it with the server's", async () => {
    const page = await render('/connect', { site: published });
    expect(servicesMenuProps(page)).toEqual({ label: 'Services', to: '/services', groups: published.navigation.services });
  });

  it('shows the bundled site config without one, and keeps it out of the island props the browser has already', async () => {
    const page = await render('/connect');
    const { body } = parse(page);
    expect(body.querySelector('[data-office="London"]')).toHaveTextContent(bundledLondon);
    expect(body.querySelector('[data-contact-email]')).toHaveTextContent(bundled.company.email);
    expect(siteFacts(page)).toEqual({
      connect: { header: [bundledConnectLabel], mobile: [bundledConnectLabel], footer: [bundledConnectLabel] },
      footerEmail: bundled.company.email,
      headerServices: bundled.navigation.services.flatMap((group) => group.links.map((link) => link.label)),
      organization: { email: bundled.company.email, london: bundledLondon },
    });
    expect(servicesMenuProps(page)).toEqual({ label: 'Services', to: '/services' });
  });

  it.each([
    ['a mail action', '/it-support'],
    ['the contact details of legal text', '/privacy'],
  ])('writes to the e-mail address it is given from %s (%s)', async (_what, path) => {
    // The addresses the page's own mailto: links write to, the footer's aside.
    const addresses = async (site?: SiteConfig) => {
      const { body } = parse(await render(path, { site }));
      const links = [...body.querySelectorAll<HTMLAnchorElement>('main a[href^="mailto:"]')];
      return new Set(links.map((link) => new URL(link.href).pathname));
    };
    expect(await addresses(published)).toEqual(new Set([EMAIL]));
    expect(await addresses()).toEqual(new Set([bundled.company.email]));
  });
});

describe('the careers page rendered for a day', () => {
  /** The launch careers page with a closing date on its roles: the designer's closes on 10 March 2026, the others later. */
  const dated = (() => {
    const page = structuredClone(careerPage);
    const openings = page.blocks.find((block) => block.type === 'jobOpenings');
    if (openings?.type !== 'jobOpenings') throw new Error('the careers page has no job openings');
    openings.props.roles = openings.props.roles.map((role, index) => ({
      ...role,
      closesOn: index === 0 ? '2026-03-10' : '2099-12-31',
    }));
    return page;
  })();
  const roles = dated.blocks.flatMap((block) =>
    block.type === 'jobOpenings' ? block.props.roles.map((role) => role.title) : [],
  );
  /** The roles the page shows, its JobPostings' titles, and the positions its form offers (prerendered, and in the island's props). */
  const offered = (page: RenderedPage) => {
    const { body, graph } = parse(page);
    const island = body.querySelector('[data-island="career-form"]');
    return {
      shown: [...body.querySelectorAll('[data-block="jobOpenings"] h3')].map((title) => title.textContent),
      postings: graph.filter((node) => node['@type'] === 'JobPosting').map((node) => node.title),
      form: [...body.querySelectorAll('select[name="position"] option')].map((option) => option.textContent).slice(1),
      props: (JSON.parse(island?.getAttribute('data-props') ?? '{}') as { positions?: string[] }).positions,
    };
  };

  it('shows a role through its closing day, in the page, its structured data and both forms', async () => {
    const page = await render('/career', { page: dated, today: '2026-03-10' });
    expect(offered(page)).toEqual({
      shown: roles,
      postings: roles,
      form: [...roles, SPECULATIVE_POSITION],
      props: [...roles, SPECULATIVE_POSITION],
    });
  });

  it('leaves it out from the next day, and says so when no role is open', async () => {
    const open = roles.slice(1);
    expect(offered(await render('/career', { page: dated, today: '2026-03-11' }))).toEqual({
      shown: open,
      postings: open,
      form: [...open, SPECULATIVE_POSITION],
      props: [...open, SPECULATIVE_POSITION],
    });
    const none = await render('/career', { page: dated, today: '2100-01-01' });
    expect(offered(none)).toEqual({ shown: [], postings: [], form: [SPECULATIVE_POSITION], props: [SPECULATIVE_POSITION] });
    expect(parse(none).body.querySelector('[data-block="jobOpenings"]')).toHaveTextContent(NO_OPEN_ROLES);
  });
});

describe('the search page rendered on request', () => {
  const vpn: SearchPageData = {
    query: 'vpn',
    results: {
      query: 'vpn',
      total: 1,
      page: 1,
      pageCount: 1,
      hits: [{ kind: 'page', title: 'VPN Setup and Management', url: '/vpn-setup', excerpt: [{ text: 'VPN', match: true }] }],
    },
  };
  /** The page's own search field: its island's props, which the browser hydrates it with, and the field itself. */
  const pageField = (page: RenderedPage) => {
    const { body } = parse(page);
    const island = body.querySelector('[data-block="searchResults"] [data-island="search-field"]');
    return {
      props: JSON.parse(island?.getAttribute('data-props') ?? 'null') as Record<string, unknown>,
      value: island?.querySelector('input')?.getAttribute('value'),
    };
  };

  it('shows the results it is given, the query in the field and in the island that hydrates it', async () => {
    const page = await render('/search', { search: vpn });
    const { body } = parse(page);
    expect(body.querySelector('#search-results-heading')).toHaveTextContent('1 result for “vpn”');
    expect(body.querySelector('[data-block="searchResults"] ol a[href="/vpn-setup"]')).toHaveTextContent(
      'VPN Setup and Management',
    );
    expect(pageField(page)).toEqual({ props: expect.objectContaining({ query: 'vpn' }), value: 'vpn' });
    expect(page.head).toContain('<title>Search | ');
    expect(page.head).toContain('noindex');
  });

  it('says a refused query was refused, first in its title', async () => {
    const error = 'A search is at most 200 characters: shorten yours.';
    const page = await render('/search', { search: { query: 'x'.repeat(201), results: null, error } });
    expect(parse(page).body.querySelector('[role="alert"]')).toHaveTextContent(error);
    expect(page.head).toContain('<title>Error: Search | ');
  });

  it('shows the form and the help without a query, as the build prerenders it', async () => {
    const page = await render('/search');
    const { body } = parse(page);
    expect(body.querySelector('#search-results-heading')).toHaveTextContent('What are you looking for?');
    expect(pageField(page).value).toBe('');
    expect(page.prefetchGroups).toContain('island-search-field');
  });
});

describe('a blog post rendered on request', () => {
  it('shows the site config it is given in its layout and Organization', async () => {
    const page = await renderBlogPost(post, { site: published });
    expect(siteFacts(page)).toEqual({
      connect: { header: [CONNECT_LABEL], mobile: [CONNECT_LABEL], footer: [CONNECT_LABEL] },
      footerEmail: EMAIL,
      headerServices: ['Help desk'],
      organization: { email: EMAIL, london: LONDON_TELEPHONE },
    });
    expect(servicesMenuProps(page)).toMatchObject({ groups: published.navigation.services });
  });

  it('shows the bundled site config without one, preview or not', async () => {
    for (const preview of [false, true]) {
      const page = await renderBlogPost(post, { preview });
      expect(siteFacts(page)).toMatchObject({
        connect: { header: [bundledConnectLabel], mobile: [bundledConnectLabel], footer: [bundledConnectLabel] },
        footerEmail: bundled.company.email,
        organization: { email: bundled.company.email, london: bundledLondon },
      });
    }
  });
});

describe('which pages are counted (issue 62)', () => {
  it('counts a content page under the address asked for, an alias its own, and a published post under its own', async () => {
    expect((await render('/about')).countedPath).toBe('/about');
    expect((await render('/careers')).countedPath).toBe('/careers');
    expect((await renderBlogPost(post)).countedPath).toBe(post.url);
  });

  it("counts no post's preview, no 404 page and no administration screen", async () => {
    expect((await renderBlogPost(post, { preview: true })).countedPath).toBeUndefined();
    expect((await renderNotFound('/retired')).countedPath).toBeUndefined();
    expect((await render('/__not-found__')).countedPath).toBeUndefined();
    expect((await render('/admin')).countedPath).toBeUndefined();
  });
});

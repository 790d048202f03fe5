import { describe, expect, it } from 'vitest';
import services from '../../content/services.json';
import rawSiteConfig from '../../site.config';
import { compileSiteConfig } from '../config/compile';
import type { Services } from '../config/services-schema';
import { buildHead, buildNotFoundHead, renderHeadHtml, type PageFacts } from './head';
import { truncate } from '../lib/text';

const site = compileSiteConfig(rawSiteConfig);
const route = (path: string) => {
  const found = site.routes.find((r) => r.path === path);
  if (!found) throw new Error(`no route ${path}`);
  return found;
};
const head = (path: string) => buildHead(site, route(path), services as Services);

describe('page head', () => {
  it("titles every page '{title} | {company}'", () => {
    expect(head('/about').title).toBe('About Us | Nexlink IT Solutions');
  });

  it('points aliases and their route at their one canonical URL', () => {
    expect(head('/career').canonicalUrl).toBe('https://www.nexlinkit.co.uk/careers');
    expect(head('/privacy').canonicalUrl).toBe('https://www.nexlinkit.co.uk/privacy-policy');
    expect(head('/connect').canonicalUrl).toBe('https://www.nexlinkit.co.uk/connect');
    expect(head('/').canonicalUrl).toBe('https://www.nexlinkit.co.uk/');
  });

  it('keeps the administration pages out of search engines', () => {
    for (const path of ['/admin', '/login', '/register']) expect(head(path).robots).toBe('noindex, nofollow');
    expect(head('/services').robots).toBe('index, follow');
    expect(buildNotFoundHead(site).robots).toBe('noindex, nofollow');
  });

  it('renders Open Graph and Twitter tags with escaped text', () => {
    const html = renderHeadHtml({ ...head('/about'), description: 'Fish & "chips" <b>' });
    expect(html).toContain('<meta name="description" content="Fish &amp; &quot;chips&quot; &lt;b&gt;">');
    expect(html).toContain('<meta property="og:title" content="About Us | Nexlink IT Solutions">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).toContain('<link rel="canonical" href="https://www.nexlinkit.co.uk/about">');
  });

  it('never lets JSON-LD text close its script element', () => {
    const html = renderHeadHtml({ ...head('/about'), jsonLd: { name: '</script><script>alert(1)</script>' } });
    expect(html).not.toContain('</script><script>');
    expect(html).toContain('\\u003c/script\\u003e');
  });
});

describe('structured data', () => {
  const graph = (path: string) => head(path).jsonLd['@graph'] as Array<Record<string, unknown>>;
  const types = (path: string) => graph(path).flatMap((node) => node['@type'] as string | string[]);

  it('describes the organisation with its three offices and the areas it serves', () => {
    const org = graph('/')[0] as { '@type': string; location: unknown[]; areaServed: Array<{ name: string }> };
    expect(org['@type']).toBe('Organization');
    expect(org.location).toHaveLength(3);
    expect(org.areaServed.map((a) => a.name)).toEqual(['United Kingdom', 'Nepal']);
  });

  it("adds each page's own types", () => {
    expect(types('/cloud-services')).toEqual(['Organization', 'WebPage', 'Service']);
    expect(types('/connect')).toEqual(['Organization', 'WebPage', 'ContactPage']);
    expect(types('/blog')).toEqual(['Organization', 'WebPage', 'Blog']);
    expect(types('/blog/aws')).toEqual(['Organization', 'WebPage', 'BlogPosting']);
    expect(types('/services')).toContain('OfferCatalog');
  });

  it('lists the whole service catalogue in the offer catalogue', () => {
    const catalog = graph('/services').find((n) => n['@type'] === 'OfferCatalog') as {
      itemListElement: Array<{ itemListElement: unknown[] }>;
    };
    expect(catalog.itemListElement).toHaveLength(3);
    expect(catalog.itemListElement.flatMap((c) => c.itemListElement)).toHaveLength(12);
  });

  it('stamps the WebPage with the fixed modification date and cuts descriptions at 160 characters', () => {
    const page = graph('/about')[1] as { dateModified: string; description: string };
    expect(page.dateModified).toBe('2024-01-01');
    expect(truncate('x'.repeat(200), 160)).toHaveLength(163);
    expect(page.description.length).toBeLessThanOrEqual(163);
  });
});

describe('job openings as JobPosting', () => {
  const role = {
    title: 'Network Engineer',
    type: 'full-time' as const,
    location: 'Maidstone, Kent',
    remote: false,
    summary: 'Design & run <our> clients’ networks.',
    requirements: ['CCNA'],
  };
  const postings = (jobs: NonNullable<PageFacts['jobs']>) =>
    (buildHead(site, route('/career'), services as Services, { jobs }).jsonLd['@graph'] as Record<string, unknown>[]).filter(
      (node) => node['@type'] === 'JobPosting',
    );

  it('places a role at the offices its location names, never remote unless it says so, and escapes its description', () => {
    const [posting] = postings([role]);
    expect(posting).toMatchObject({
      title: 'Network Engineer',
      description: '<p>Design &amp; run &lt;our&gt; clients’ networks.</p><ul><li>CCNA</li></ul>',
      url: 'https://www.nexlinkit.co.uk/careers',
      datePosted: site.seo.dateModified,
      employmentType: 'FULL_TIME',
      jobLocation: [
        { '@type': 'Place', address: expect.objectContaining({ addressLocality: 'Maidstone', addressRegion: 'Kent' }) },
      ],
    });
    expect(posting).not.toHaveProperty('jobLocationType');
    expect(posting).not.toHaveProperty('validThrough');
  });

  it('places a role whose location names no office at every office, and a remote one in the countries served too', () => {
    const [posting] = postings([{ ...role, location: 'Anywhere', remote: true, type: 'part-time' }]);
    expect((posting?.jobLocation as unknown[]).length).toBe(site.offices.length);
    expect(posting).toMatchObject({
      employmentType: 'PART_TIME',
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: site.areaServed.map((name) => ({ '@type': 'Country', name })),
    });
  });

  it("closes at the end of the closing day in the site's time zone, summer time or not", () => {
    expect(postings([{ ...role, closesOn: '2026-07-31' }])[0]?.validThrough).toBe('2026-07-31T23:59:59+01:00');
    expect(postings([{ ...role, closesOn: '2026-12-31' }])[0]?.validThrough).toBe('2026-12-31T23:59:59+00:00');
    const kathmandu = { ...site, timeZone: 'Asia/Kathmandu' };
    const graph = buildHead(kathmandu, route('/career'), services as Services, { jobs: [{ ...role, closesOn: '2026-12-31' }] })
      .jsonLd['@graph'] as Record<string, unknown>[];
    expect(graph.find((node) => node['@type'] === 'JobPosting')?.validThrough).toBe('2026-12-31T23:59:59+05:45');
  });
});
